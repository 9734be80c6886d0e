/**
 * The server's log (docs/deployment.md "What the log holds"): pino through Fastify, with every place a
 * secret could ride along blanked out. Requests are logged as method, address and path; bodies never are.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Body and object fields that hold a password, a code or a token, wherever they turn up in a log entry. */
const secretFields = ['password', 'current_password', 'code', 'token', 'access_token', 'refresh_token', 'remember_token', 'credential'];

const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  // @fastify/multipart logs the request's headers at trace level when it reads an upload
  'busboyOptions.headers.authorization',
  'busboyOptions.headers.cookie',
  // a database error carries the values of its query
  'err.params',
  'err.cause.parameters',
  ...secretFields.flatMap((field) => [`body.${field}`, `req.body.${field}`]),
  // anywhere else too, but `code`, which an error's code (ECONNRESET, …) would lose
  ...secretFields.filter((field) => field !== 'code').flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

/**
 * Query parameters whose value is a credential: a signed file URL's signature, and any token or code a
 * link carries. The parameter stays in the logged URL, its value does not.
 */
const secretQuery = /([?&](?:sig|token|code|access_token|refresh_token)=)[^&#]*/giu;

export const withoutSecrets = (url: string): string => url.replace(secretQuery, '$1[Redacted]');

/** `stream`: where the lines go (tests capture them); standard output without it. */
export function loggerOptions(level: string, stream?: { write(line: string): void }): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: { paths: redactPaths, censor: '[Redacted]' },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: withoutSecrets(request.url),
        host: request.hostname,
        remoteAddress: request.ip,
        ...(request.socket.remotePort === undefined ? {} : { remotePort: request.socket.remotePort }),
      }),
    },
    ...(stream ? { stream } : {}),
  };
}

/**
 * A request's id, logged on each of its lines and echoed in `X-Request-Id`: the caller's own (a proxy's
 * or a client's, so one id follows a request through every hop) when it is 1–128 characters of letters,
 * digits and `._:-`; else a new UUID. Anything else could forge log lines or carry a secret into them.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.:-]{1,128}$/u.test(given) ? given : randomUUID();
}
