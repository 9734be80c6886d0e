/**
 * The one error type the server throws. It carries a catalogue code (core `errorCodes`,
 * docs/errors.md); the error handler (plugins/errorHandler.ts) alone turns it into the failure
 * envelope (docs/api.md).
 */
import {
  type anonymousErrorData,
  authErrorData,
  errorMessages,
  errorStatus,
  type ErrorCode,
  type SecondFactorMethod,
  type ValidationKey,
} from '@fieldwatch/core';

type AuthErrorData = (typeof authErrorData)[keyof typeof authErrorData] | typeof anonymousErrorData.proofInvalid;

export interface ApiErrorOptions {
  data?: unknown;
  fields?: Record<string, ValidationKey>;
  /** on a sign-in that asks for a second factor: the methods it may be finished with */
  methods?: SecondFactorMethod[];
  /** sent as Retry-After on 429 answers */
  retryAfterSeconds?: number;
  /** another status than the code's own, for the code's meaning in another situation (503 for a part not built) */
  status?: number;
}

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly data: unknown;
  readonly fields: Record<string, ValidationKey> | undefined;
  readonly methods: SecondFactorMethod[] | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, options: ApiErrorOptions = {}) {
    super(errorMessages[code]);
    this.name = 'ApiError';
    this.code = code;
    this.status = options.status ?? errorStatus[code];
    this.data = options.data;
    this.fields = options.fields;
    this.methods = options.methods;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const notFound = () => new ApiError('RESOURCE_NOT_FOUND');
export const forbidden = () => new ApiError('INSUFFICIENT_PRIVILEGES');
export const unauthenticated = (data?: AuthErrorData) => new ApiError('UNAUTHENTICATED', data ? { data } : {});
/** 401 "2FA_REQUIRED": the password was right; the sign-in needs one of `methods` to finish. */
export const secondFactorNeeded = (methods: SecondFactorMethod[]) =>
  new ApiError('UNAUTHENTICATED', { data: authErrorData.twoFactorRequired, methods });
export const invalidFields = (fields: Record<string, ValidationKey>, data?: string) =>
  new ApiError('VALIDATION_ERROR', data ? { fields, data } : { fields });
export const tooManyRequests = (retryAfterSeconds: number) => new ApiError('TOO_MANY_REQUESTS', { retryAfterSeconds });
/** 413: an upload or import over its limit. */
export const payloadTooLarge = () => new ApiError('PAYLOAD_TOO_LARGE');

/** A write refused by a unique index (PostgreSQL 23505; drizzle may wrap the driver's error). */
export const isUniqueViolation = (error: unknown): boolean =>
  (error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505';
