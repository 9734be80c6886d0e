export { limits } from './limits.js';
export {
  errorCodes,
  errorMessages,
  errorStatus,
  authErrorData,
  anonymousErrorData,
  validationKeys,
  FieldwatchError,
  isErrorCode,
  isValidationKey,
  secondFactorMethods,
  type SecondFactorMethod,
  type ErrorCode,
  type ErrorBody,
  type ValidationKey,
} from './errors.js';
export * from './policy.js';
export * from './schemas/index.js';
export * from './api/index.js';
export * from './session/index.js';
export * from './stores/index.js';
export * from './i18n/index.js';
export * from './geo/index.js';
export * from './submissions/index.js';
export * from './resources/index.js';
export * from './live/index.js';
