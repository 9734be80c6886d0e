/** Every code the API answers in `error.type`, plus the client's own for no answer (docs/errors.md). */
export const errorCodes = [
  'NO_CONTACTS',
  'NO_OPTIONS',
  'NO_ADMINS',
  'REPORT_CLOSED',
  'NO_LANGUAGE',
  'INSUFFICIENT_PRIVILEGES',
  'BAD_REQUEST',
  'RESOURCE_NOT_FOUND',
  'UNAUTHENTICATED',
  'VALIDATION_ERROR',
  'INSUFFICIENT_PARAMETERS',
  'INVALID_PARAMETERS',
  'INACTIVE_FEATURE',
  'SERVER_ERROR',
  'ERROR',
  // Rate limits (429) and uploads over their limit (413) get codes of their own, so a user is told why
  // rather than "Something went wrong" (docs/decisions.md).
  'TOO_MANY_REQUESTS',
  'PAYLOAD_TOO_LARGE',
  // A create call repeated with its Idempotency-Key (docs/api.md "Sending a create call twice"): the same
  // key with another body (422), or the first call with that key still being processed (409).
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_IN_PROGRESS',
  // A story saved over a newer version than the one its editor opened (409): the second of two people
  // editing it at once is told, instead of writing over the first one's changes.
  'STORY_CHANGED',
  // An Organization Admin or Administrator without a second factor while one is required of them (403):
  // the session may only set one up (docs/sign-in.md).
  'SECOND_FACTOR_REQUIRED',
  // Client-side only: the request never got an answer.
  'NETWORK_ERROR',
  // Client-side only: an export's download ended with the server's failure marker (docs/reports.md).
  'EXPORT_FAILED',
  // Client-side only, told by the elements: the API base never answered (nothing listens there, or the
  // browser refused the answer, as CORS does), or what answers is not a Fieldwatch API (a 404, an HTML page).
  'API_UNREACHABLE',
  'NOT_FIELDWATCH',
  // Client-side only: the browser cannot make the signing key an anonymous submission is bound to
  // (no WebCrypto ECDSA, as on a page served over http://), so nothing is sent.
  'BROWSER_UNSUPPORTED',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** The English text of each code, sent in `error.message`; the UI shows the translated `api.{code}` key. */
export const errorMessages: Record<ErrorCode, string> = {
  NO_CONTACTS: 'Invalid emergency contact',
  NO_OPTIONS: 'No options found',
  NO_ADMINS: 'No administrators found',
  REPORT_CLOSED: 'This report cannot be edited',
  NO_LANGUAGE: 'No active language found',
  INSUFFICIENT_PRIVILEGES: 'Insufficient permissions',
  BAD_REQUEST: 'Invalid request',
  RESOURCE_NOT_FOUND: 'Resource not found',
  UNAUTHENTICATED: 'Authentication failed',
  VALIDATION_ERROR: 'A validation error has occurred',
  INSUFFICIENT_PARAMETERS: 'Insufficient parameters',
  INVALID_PARAMETERS: 'Invalid parameters',
  INACTIVE_FEATURE: 'Feature is inactive',
  SERVER_ERROR: 'An internal error has occurred while processing your request',
  ERROR: 'Something went wrong',
  TOO_MANY_REQUESTS: 'Too many attempts, please wait and try again',
  PAYLOAD_TOO_LARGE: 'The file is larger than allowed',
  IDEMPOTENCY_KEY_REUSED: 'This Idempotency-Key was already used for another request',
  IDEMPOTENCY_IN_PROGRESS: 'A request with this Idempotency-Key is still being processed',
  STORY_CHANGED: 'The story was changed by someone else since it was opened',
  SECOND_FACTOR_REQUIRED: 'Set up a second factor for your account before going on',
  NETWORK_ERROR: 'Something went wrong',
  EXPORT_FAILED: 'The export failed before the file was complete. Nothing was saved; please try again.',
  API_UNREACHABLE: 'The Fieldwatch server could not be reached',
  NOT_FIELDWATCH: 'The address does not answer like a Fieldwatch server',
  BROWSER_UNSUPPORTED: 'This browser cannot sign anonymous submissions (WebCrypto ECDSA is missing)',
};

/** The HTTP status the server answers with for each code (0: no answer reached the client). */
export const errorStatus: Record<ErrorCode, number> = {
  NO_CONTACTS: 400,
  NO_OPTIONS: 404,
  NO_ADMINS: 404,
  REPORT_CLOSED: 409,
  NO_LANGUAGE: 404,
  INSUFFICIENT_PRIVILEGES: 403,
  BAD_REQUEST: 400,
  RESOURCE_NOT_FOUND: 404,
  UNAUTHENTICATED: 401,
  VALIDATION_ERROR: 400,
  INSUFFICIENT_PARAMETERS: 400,
  INVALID_PARAMETERS: 400,
  INACTIVE_FEATURE: 403,
  SERVER_ERROR: 500,
  ERROR: 500,
  TOO_MANY_REQUESTS: 429,
  PAYLOAD_TOO_LARGE: 413,
  IDEMPOTENCY_KEY_REUSED: 422,
  IDEMPOTENCY_IN_PROGRESS: 409,
  STORY_CHANGED: 409,
  SECOND_FACTOR_REQUIRED: 403,
  NETWORK_ERROR: 0,
  EXPORT_FAILED: 0,
  API_UNREACHABLE: 0,
  NOT_FIELDWATCH: 0,
  BROWSER_UNSUPPORTED: 0,
};

/**
 * Machine-readable details carried in `error.data` on sign-in failures, so that a client can tell
 * "a code is needed" from "the code was wrong" without parsing English.
 */
export const authErrorData = {
  twoFactorRequired: '2FA_REQUIRED',
  invalidLogin: 'INVALID_LOGIN',
  invalidCode: 'INVALID_CODE',
  invalidToken: 'INVALID_TOKEN',
  refreshReused: 'REFRESH_REUSED',
  invalidPasskey: 'INVALID_PASSKEY',
} as const;

/**
 * The ways a user may finish a sign-in (docs/sign-in.md), listed in `error.methods` of its 401: `email`
 * and `totp` from their chosen second factor, `recovery` while an authenticator is set up and unused
 * recovery codes remain, `passkey` when they have registered one. None at all means no second factor.
 * (Here, not among the schemas, so that the client reads it without zod.)
 */
export const secondFactorMethods = ['email', 'totp', 'recovery', 'passkey'] as const;
export type SecondFactorMethod = (typeof secondFactorMethods)[number];
/** `error.data` on refusals of anonymous submissions (docs/embedding.md "Anonymous submission"). */
export const anonymousErrorData = {
  /** 401: the call's DPoP proof is missing, malformed, too old, for another call or key, or replayed */
  proofInvalid: 'PROOF_INVALID',
  /** 429: the token has created as many reports as it may; ask a new one */
  tokenReportsUsed: 'TOKEN_REPORTS_USED',
  /** 400: the proof-of-work challenge is on and the request carries no valid solution */
  challengeRequired: 'CHALLENGE_REQUIRED',
} as const;

/** Validation message keys: the values of `error.fields`, by field name (docs/validation.md). */
export const validationKeys = [
  'required',
  'invalidEmail',
  'firstNameExceeded',
  'lastNameExceeded',
  'usernameExceeded',
  'usernameAlphaNumber',
  'organizationNameExceeded',
  'layerNameExceeded',
  // a URL an Administrator stores: https only, no credentials (schemas/settingsUrl.ts)
  'urlHttpsOnly',
  'rasterUrlHttps',
  'rasterUrlInvalid',
  'rasterUrlUnable',
  'vectorTilesetNotMapbox',
  // uploaded layer files (docs/layers.md)
  'layerFileInvalid',
  'layerFileEmpty',
  'layerTooManyFeatures',
  'layerDataTooLarge',
  'taxonomyGroupNameExceeded',
  'taxonomyChildNameExceeded',
  'reportTitleExceeded',
  'reportDescriptionExceeded',
  'reportCommentExceeded',
  'reportWillReopen',
  'messageSubjectExceeded',
  'messageTextExceeded',
  'storyTitle',
  'storySubtitle',
  'storyTextField',
  'maxCodeLength',
  'invalidCode',
  'latitudeInvalidNumber',
  'longitudeInvalidNumber',
  // the product's further rules: passwords, usernames, dates, search, folders, files, assignees, basemaps
  // and values in general (docs/validation.md)
  'passwordExceeded',
  'passwordRequirements',
  'passwordMismatch',
  'passwordCommon',
  'passwordTooShort',
  'invalidValue',
  'unknownField',
  'invalidToken',
  'usernameTaken',
  'eventDateFuture',
  'dateAfterToday',
  'startAfterEnd',
  'searchExceeded',
  'folderNameExceeded',
  'invalidFileType',
  'assigneeInvalid',
  'basemapInvalid',
  // administration: tag prompts, text groups, deleting an organization, terminology files (docs/validation.md)
  'tagPromptExceeded',
  'tagTextGroupHasTag',
  'organizationHasReports',
  'stringsFileInvalid',
  // organizations: a name already used, the last one left (docs/organizations.md)
  'organizationNameTaken',
  'organizationIsLast',
  // re-authentication before a change to one's own password, email or second factor (docs/sign-in.md)
  'currentPasswordInvalid',
  // passkeys (docs/sign-in.md "Passkeys"): a name too long, an answer of the authenticator that does not verify
  'passkeyNameExceeded',
  'passkeyInvalid',
  // an admin-level user may not go without a second factor while one is required of them (docs/sign-in.md)
  'secondFactorRequired',
] as const;

export type ValidationKey = (typeof validationKeys)[number];

export interface ErrorBody {
  type: ErrorCode;
  message: string;
  data?: unknown;
  fields?: Record<string, ValidationKey>;
  /** on a sign-in that asks for a second factor: the methods it may be finished with */
  methods?: SecondFactorMethod[];
}

// the mark every copy of FieldwatchError recognises (Symbol.for: one symbol for the whole page)
const brand = Symbol.for('fieldwatch.error');

/**
 * The one error type the client throws: it carries the catalogue code, never raw transport details. Its
 * `message` is the server's English text, else the code: what people read is the translated `api.{code}`
 * message, and the English table stays out of partner pages' downloads, which keep to a size budget.
 */
export class FieldwatchError extends Error {
  /**
   * `instanceof` holds for a FieldwatchError made by another copy of core: on a partner page each kind of
   * element bundles its own (packages/elements/build/elementGraphs.ts) and they share one client.
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && brand in value;
  }

  readonly code: ErrorCode;
  readonly status: number;
  readonly data: unknown;
  readonly fields: Record<string, ValidationKey>;
  /** on a sign-in that asks for a second factor: the methods it may be finished with */
  readonly methods: SecondFactorMethod[];

  constructor(
    code: ErrorCode,
    options: {
      status?: number;
      message?: string;
      data?: unknown;
      fields?: Record<string, ValidationKey>;
      methods?: SecondFactorMethod[];
    } = {},
  ) {
    super(options.message ?? code);
    Object.defineProperty(this, brand, { value: true });
    this.name = 'FieldwatchError';
    this.code = code;
    this.status = options.status ?? errorStatus[code];
    this.data = options.data;
    this.fields = options.fields ?? {};
    this.methods = options.methods ?? [];
  }

  /** True for the sign-in answer that asks for the emailed code: a 401 whose `data` starts with "2FA". */
  get needsTwoFactor(): boolean {
    return this.status === 401 && typeof this.data === 'string' && this.data.startsWith('2FA');
  }
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (errorCodes as readonly string[]).includes(value);
}

export function isValidationKey(value: unknown): value is ValidationKey {
  return typeof value === 'string' && (validationKeys as readonly string[]).includes(value);
}
