/**
 * The one place that builds failure bodies (the envelope of docs/api.md). Routes and services throw `ApiError`;
 * validation, parsing and unexpected errors are mapped here. Nothing internal (stack, SQL, driver text)
 * ever reaches a body: unexpected errors are logged and answered with the catalogue text only.
 */
import { errorMessages, errorStatus, isValidationKey, type ErrorBody, type ErrorCode, type ValidationKey } from '@fieldwatch/core';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError } from '../errors.js';

interface ZodIssueLike {
  instancePath: string;
  keyword: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** `/options/email` → `options.email` */
const dotted = (instancePath: string) => instancePath.split('/').filter(Boolean).join('.');

/** Zod issues → `{ "dotted.path": messageKey }`; the first issue of a field wins. */
export function fieldsOf(issues: readonly ZodIssueLike[], context: string | undefined): Record<string, ValidationKey> {
  const fields: Record<string, ValidationKey> = {};
  const put = (name: string, key: ValidationKey) => {
    fields[name] ??= key;
  };
  for (const issue of issues) {
    const base = dotted(issue.instancePath);
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params?.keys)) {
      for (const key of issue.params.keys) put(base ? `${base}.${String(key)}` : String(key), 'unknownField');
      continue;
    }
    // an issue about the whole body or query string is named after it
    put(base || context || 'body', isValidationKey(issue.message) ? issue.message : 'invalidValue');
  }
  return fields;
}

function send(reply: FastifyReply, status: number, error: ErrorBody, retryAfterSeconds?: number) {
  if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
  return reply.code(status).send({ error });
}

const body = (code: ErrorCode, extra: Partial<ErrorBody> = {}): ErrorBody => ({ type: code, message: errorMessages[code], ...extra });

/** Fastify's own 4xx errors (bad JSON, wrong content type, body too large) in catalogue terms. */
function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'INSUFFICIENT_PRIVILEGES';
  if (status === 404) return 'RESOURCE_NOT_FOUND';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  return 'BAD_REQUEST';
}

/**
 * Fastify's `frameworkErrors`: a URL that is not valid percent-encoding (`/api/report/%zz`) is refused by the
 * router before any route or error handler runs; it is answered with the envelope like every other 400.
 */
export function answerFrameworkError(_error: FastifyError, _request: unknown, reply: FastifyReply): void {
  void send(reply, errorStatus.BAD_REQUEST, body('BAD_REQUEST'));
}

/**
 * The multipart parser (busboy, under @fastify/multipart) rejects a body that is not well-formed multipart
 * with a plain `Error` and no status — a missing boundary, or data ending before the closing boundary. That is
 * the client's input, not a fault of the server.
 */
const malformedMultipart = /^Multipart: Boundary not found$|unexpected end of multipart data$/i;

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      const extra: Partial<ErrorBody> = {};
      if (error.data !== undefined) extra.data = error.data;
      if (error.fields) extra.fields = error.fields;
      if (error.methods) extra.methods = error.methods;
      return send(reply, error.status, body(error.code, extra), error.retryAfterSeconds);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(reply, 400, body('VALIDATION_ERROR', { fields: fieldsOf(error.validation, error.validationContext) }));
    }
    if (error.statusCode === undefined && malformedMultipart.test(error.message))
      return send(reply, errorStatus.BAD_REQUEST, body('BAD_REQUEST'));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = codeForStatus(status);
      return send(reply, code === 'BAD_REQUEST' ? errorStatus.BAD_REQUEST : status, body(code));
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, 500, body('SERVER_ERROR'));
  });
}
