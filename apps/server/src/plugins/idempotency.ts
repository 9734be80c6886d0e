/**
 * `Idempotency-Key` on create calls (docs/api.md "Sending a create call twice"). A route opts in with
 * `config: { idempotent: true }`; a call that sends the header then happens at most once:
 *
 * - the first call with a key claims it (one `INSERT … ON CONFLICT DO NOTHING`), runs the route, and
 *   stores its answer when it is a success; a refusal or a failure gives the claim up, so a retry is
 *   processed afresh;
 * - a repeat with the same request gets the stored answer, byte for byte, with `Idempotent-Replayed: true`;
 * - the same key with another request is 422 `IDEMPOTENCY_KEY_REUSED`; while the first call is still being
 *   processed, 409 `IDEMPOTENCY_IN_PROGRESS` with `Retry-After: 1`. A claim that never completed (its
 *   process died) is taken over after two minutes;
 * - a route that names what it made (`noteCreated`, inside the transaction that makes it) and says how to
 *   answer for it (`config.idempotent.answer`) is safe even when its process dies between that commit and
 *   storing the answer: the call that takes the claim over answers for the record already made instead
 *   of making a second one.
 *
 * Keys belong to the caller (`user:{id}`; every anonymous submission token shares `anonymous`) and to the
 * route with its parameters. The request is compared by a fingerprint of its method, path and body. A
 * multipart body is read here, before the route (its files spooled to DATA_DIR/tmp while hashed), and the
 * route reads the same parts back through `request.parts()` / `request.file()` as if from the network.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Multipart, MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import type { Database } from '../db/connect.js';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  findIdempotencyKey,
  noteIdempotentCreation,
  releaseIdempotencyKey,
  takeOverIdempotencyKey,
  type IdempotencyKeyId,
} from '../db/queries/idempotency.js';
import { ApiError } from '../errors.js';
import { mediaTempFolder } from '../media/storage.js';

/** The answer for a record a call made (`created` as its route noted it) when the call itself could not give it. */
export interface IdempotentAnswer {
  answer(request: FastifyRequest, created: string): Promise<{ status: number; body: unknown }>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** a create call: takes an `Idempotency-Key` header (plugins/idempotency.ts) */
    idempotent?: true | IdempotentAnswer;
  }
}

const idempotencyKeyHeader = 'idempotency-key';
const idempotentReplayedHeader = 'idempotent-replayed';
/** 1–255 visible ASCII characters (a client's random UUID is one). */
const idempotencyKeyPattern = /^[\x21-\x7e]{1,255}$/;
/** A claim not completed after this long belongs to a call that died; another call may take it over. */
const idempotencyClaimTimeoutMs = 2 * 60 * 1000;

interface Claim {
  id: IdempotencyKeyId;
  claimedAt: Date;
}

interface SpooledPart {
  part: Multipart;
  /** the spooled file, for a file part */
  path?: string;
  truncated?: boolean;
}

interface RequestState {
  /** the JSON body as it arrived, canonical, before validation changes it */
  body?: string | undefined;
  claim?: Claim | undefined;
  /** the folder of a spooled multipart body, removed once the answer is sent */
  folder?: string;
  streams: NodeJS.ReadableStream[];
}

/** JSON with object keys sorted at every level: `{a, b}` and `{b, a}` are the same request. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The state of the idempotent call being processed, for `noteCreated` deep inside its route. */
const currentCall = new AsyncLocalStorage<RequestState>();

/**
 * Names the record the current call made (`report:12`), in the transaction that makes it, so that the call
 * is never processed twice even if its process dies before its answer is stored. Does nothing outside an
 * idempotent call; throws (so that the transaction rolls back) when the call no longer holds its claim.
 */
export async function noteCreated(tx: Database, created: string): Promise<void> {
  const claim = currentCall.getStore()?.claim;
  // a call slower than the claim's timeout lost it to a retry, which is processed instead: this one makes nothing
  if (claim && !(await noteIdempotentCreation(tx, claim.id, claim.claimedAt, created))) {
    throw new ApiError('IDEMPOTENCY_IN_PROGRESS', { retryAfterSeconds: 1 });
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Reads every part of a multipart body: fields as they are, files into `folder` while their SHA-256 is
 * computed. Busboy's limits of the route still apply (a file cut at its size limit is marked truncated,
 * and the route answers 413 when it reads it back).
 */
async function spoolParts(request: FastifyRequest, folder: string): Promise<{ parts: SpooledPart[]; digest: unknown[] }> {
  const parts: SpooledPart[] = [];
  const digest: unknown[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const path = join(folder, randomUUID());
      const hash = createHash('sha256');
      await pipeline(
        part.file,
        new Transform({
          transform(chunk: Buffer, _encoding, done) {
            hash.update(chunk);
            done(null, chunk);
          },
        }),
        createWriteStream(path, { flags: 'wx' }),
      );
      parts.push({ part, path, truncated: part.file.truncated });
      digest.push({ file: part.fieldname, name: part.filename, sha256: hash.digest('hex') });
    } else {
      parts.push({ part });
      digest.push({ field: part.fieldname, value: part.value });
    }
  }
  return { parts, digest };
}

/** The spooled parts as `@fastify/multipart` gives them, so that the route reads them unchanged. */
function replayParts(request: FastifyRequest, spooled: SpooledPart[], state: RequestState): void {
  const fields: Record<string, Multipart> = {};
  const parts = spooled.map(({ part, path, truncated }): Multipart => {
    if (part.type === 'field' || path === undefined) return { ...(part as MultipartValue), fields };
    const file = createReadStream(path);
    // a request aborted before the route reads its file has its spool folder removed: the open then fails
    // with no reader listening, and an 'error' event nobody listens to would end the whole process (a
    // reader's own listener still gets the error)
    file.on('error', () => undefined);
    state.streams.push(file);
    Object.assign(file, { truncated: truncated === true, bytesRead: 0 });
    const replayed: MultipartFile = {
      type: 'file',
      fieldname: part.fieldname,
      filename: part.filename,
      encoding: part.encoding,
      mimetype: part.mimetype,
      file: file as unknown as MultipartFile['file'],
      fields,
      toBuffer: () => readFile(path),
    };
    return replayed;
  });
  for (const part of parts) fields[part.fieldname] ??= part;
  async function* iterate(): AsyncGenerator<Multipart> {
    for (const part of parts) yield await Promise.resolve(part);
  }
  const file = (): Promise<MultipartFile | undefined> => Promise.resolve(parts.find((part): part is MultipartFile => part.type === 'file'));
  Object.assign(request, { parts: iterate, file });
}

/** Who the key belongs to: the signed-in user, or every anonymous caller together. */
const scopeOf = (request: FastifyRequest) => (request.auth ? `user:${request.auth.user.id}` : 'anonymous');

function replay(reply: FastifyReply, record: { status: number; contentType: string | null; body: string | null }): FastifyReply {
  reply.code(record.status).header(idempotentReplayedHeader, 'true');
  if (record.contentType) reply.header('content-type', record.contentType);
  return reply.send(record.body ?? '');
}

export function registerIdempotency(app: FastifyInstance, ctx: AppContext): void {
  const states = new WeakMap<FastifyRequest, RequestState>();
  const wanted = (request: FastifyRequest) =>
    request.routeOptions.config?.idempotent !== undefined && request.headers[idempotencyKeyHeader] !== undefined;

  // the route runs with its state at hand (`noteCreated`)
  app.addHook('onRequest', (request, _reply, done) => {
    if (!wanted(request)) return done();
    const state: RequestState = { streams: [] };
    states.set(request, state);
    currentCall.run(state, done);
  });

  // the body as the client sent it, before zod's defaults and transforms
  app.addHook('preValidation', async (request) => {
    const state = states.get(request);
    if (state && !request.isMultipart?.()) state.body = canonicalJson(request.body ?? null);
    return Promise.resolve();
  });

  app.addHook('preHandler', async (request, reply) => {
    if (!wanted(request)) return;
    const key = request.headers[idempotencyKeyHeader];
    if (typeof key !== 'string' || !idempotencyKeyPattern.test(key)) throw new ApiError('INVALID_PARAMETERS', { data: 'Idempotency-Key' });
    const state = states.get(request) ?? { streams: [] };
    states.set(request, state);

    let body: unknown = state.body ?? 'null';
    if (request.isMultipart?.()) {
      const temp = mediaTempFolder(ctx);
      await mkdir(temp, { recursive: true });
      state.folder = await mkdtemp(join(temp, 'idempotent-'));
      const { parts, digest } = await spoolParts(request, state.folder);
      replayParts(request, parts, state);
      body = digest;
    }
    const path = request.url.split('?')[0] ?? '';
    const fingerprint = sha256(JSON.stringify([request.method, path, body]));
    const id: IdempotencyKeyId = {
      scope: scopeOf(request),
      route: `${request.method} ${request.routeOptions.url ?? path} ${canonicalJson(request.params ?? {})}`,
      key,
    };

    // twice at most: a claim released between our insert and our read is claimed again
    for (let attempt = 0; attempt < 2; attempt++) {
      const now = ctx.now();
      if (await claimIdempotencyKey(ctx.db, id, fingerprint, now)) {
        state.claim = { id, claimedAt: now };
        return;
      }
      const record = await findIdempotencyKey(ctx.db, id);
      if (!record) continue;
      if (record.fingerprint !== fingerprint) throw new ApiError('IDEMPOTENCY_KEY_REUSED');
      if (record.status !== null) return replay(reply, { ...record, status: record.status });
      if (now.getTime() - record.claimedAt.getTime() >= idempotencyClaimTimeoutMs && (await takeOverIdempotencyKey(ctx.db, record, now))) {
        state.claim = { id, claimedAt: now };
        const { idempotent } = request.routeOptions.config;
        if (record.created === null || typeof idempotent !== 'object') return;
        // the call died after making its record: answer for that record (stored as the key's answer on the way out)
        const { status, body: answer } = await idempotent.answer(request, record.created);
        return reply.code(status).send(answer);
      }
      break;
    }
    throw new ApiError('IDEMPOTENCY_IN_PROGRESS', { retryAfterSeconds: 1 });
  });

  // Completed before the answer leaves: a client that has the answer finds the key completed. A success
  // is stored; anything else gives the claim up.
  app.addHook('onSend', async (request, reply, payload) => {
    const state = states.get(request);
    const claim = state?.claim;
    if (!state || !claim) return payload;
    state.claim = undefined;
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : undefined;
    try {
      if (reply.statusCode >= 200 && reply.statusCode < 300 && body !== undefined) {
        const contentType = reply.getHeader('content-type');
        await completeIdempotencyKey(ctx.db, claim.id, claim.claimedAt, {
          status: reply.statusCode,
          contentType: typeof contentType === 'string' ? contentType : null,
          body,
        });
      } else {
        await releaseIdempotencyKey(ctx.db, claim.id, claim.claimedAt);
      }
    } catch (error) {
      // the record is made; the answer still goes out. The claim lapses after two minutes.
      request.log.error({ err: error }, 'storing an idempotency key failed');
    }
    return payload;
  });

  // the answer is sent: the route is done with the spooled files
  app.addHook('onResponse', async (request) => {
    const state = states.get(request);
    if (!state) return;
    for (const stream of state.streams) (stream as NodeJS.ReadableStream & { destroy(): void }).destroy();
    if (state.folder) await rm(state.folder, { recursive: true, force: true });
  });
  // The client left: the route may still be reading the files (removing them leaves open ones readable)
  // and completes or releases the claim as usual.
  app.addHook('onRequestAbort', async (request) => {
    const folder = states.get(request)?.folder;
    if (folder) await rm(folder, { recursive: true, force: true });
  });
}
