import { ofetch, type $Fetch, type FetchOptions } from 'ofetch';
import { withBase, withQuery } from 'ufo';
import {
  FieldwatchError,
  isErrorCode,
  isValidationKey,
  secondFactorMethods,
  type SecondFactorMethod,
  type ValidationKey,
} from '../errors.js';
import { rememberAnswered } from './answered.js';
import type { SessionStore } from '../session/store.js';
import type { Token } from '../schemas/auth.js';
import type { ProofSigner } from '../submissions/browserKey.js';

export interface ClientOptions {
  /** where the API lives; default `/api` on the same origin */
  baseURL?: string;
  /** the session whose tokens authenticate calls; without one, every call is anonymous */
  session?: SessionStore;
  /** a fetch implementation (tests, workers); default the global one */
  fetch?: typeof globalThis.fetch;
  /** the language to ask for (Accept-Language) */
  language?: () => string | null | undefined;
  /**
   * A fixed bearer token used instead of a session's (an anonymous submission token): never refreshed,
   * never stored. Prefer `client.withToken(token)`, which keeps the rest of the client's options.
   */
  token?: string;
  /**
   * Signs a `DPoP` proof for every call (an anonymous submission's, docs/sign-in.md); `token` then goes
   * under the DPoP scheme. Prefer `client.withProof(proof, token)`.
   */
  proof?: ProofSigner;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  body?: unknown;
  /** a list repeats its parameter (`?action=a&action=b`) */
  query?: Record<string, string | number | boolean | string[] | undefined>;
  /** send the bearer token (default true when signed in) */
  auth?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** A request another thread sends with `fetch(url, init)` (`FieldwatchClient.prepare`). */
export interface PreparedRequest {
  url: string;
  init: { method: string; headers: Record<string, string>; body?: string };
}

export interface ListResult<T> {
  data: T[];
  total: number;
  next?: string;
}

/** What ofetch is given for one call: its options, and whether the call carries the bearer token. */
interface CallOptions extends Omit<FetchOptions, 'responseType'> {
  fieldwatchAuth: boolean;
}

/**
 * The one HTTP client, on ofetch (`ofetch.create`): the envelope in, `FieldwatchError` out, the bearer
 * token from the session, and a single-flight token refresh that every concurrent call waits for
 * (docs/sign-in.md). ofetch joins the path to the base URL, writes the query, sends a plain object or
 * array as JSON and reads the answer; its hooks add the headers (`onRequest`) and turn a failed call
 * into the catalogue error (`onRequestError`, `onResponseError`).
 */
export class FieldwatchClient {
  readonly baseURL: string;
  readonly session: SessionStore | undefined;
  private refreshing: Promise<void> | null = null;
  private readonly language: ClientOptions['language'];
  private readonly token: string | undefined;
  private readonly options: ClientOptions;
  private readonly fetcher: $Fetch;

  constructor(options: ClientOptions = {}) {
    this.options = options;
    this.baseURL = options.baseURL ?? '/api';
    this.session = options.session;
    this.language = options.language;
    this.token = options.token;
    this.fetcher = ofetch.create(
      {
        baseURL: this.baseURL,
        // a call is sent again only after a refused token has been refreshed (withAuth)
        retry: false,
        onRequest: async ({ request, options: call }) => {
          const { headers } = call;
          if (!headers.has('Accept')) headers.set('Accept', 'application/json');
          const useAuth = (call as CallOptions).fieldwatchAuth;
          for (const [name, value] of Object.entries(this.identity(useAuth))) headers.set(name, value);
          const { proof } = this.options;
          if (proof) {
            // the proof names the URL the browser calls: the path joined to the base, made absolute (ofetch joins after this hook)
            const path = typeof request === 'string' ? withBase(request, this.baseURL) : request instanceof Request ? request.url : '';
            const url = new URL(path, globalThis.location?.href ?? 'http://localhost/').href;
            headers.set('DPoP', await proof({ method: call.method ?? 'GET', url, token: useAuth ? this.token : undefined }));
          }
        },
        // offline, the server unreachable, or the call aborted
        onRequestError: noAnswer,
        // a Fieldwatch API answered (success or refusal): the submission queue keeps reports only for such a base
        onResponse: ({ response }) => {
          if (isEnvelope(response._data)) rememberAnswered(this.baseURL);
        },
        onResponseError: async ({ response }) => {
          const data: unknown = response._data;
          const body = data instanceof Blob ? parseJson(await data.text().catch(noAnswer)) : data;
          if (isEnvelope(body)) rememberAnswered(this.baseURL);
          throw fieldwatchErrorOf(response.status, body);
        },
      },
      {
        fetch: (input, init) => {
          // a call aborted while its hooks ran is not sent, as fetch itself refuses an aborted signal
          if (init?.signal?.aborted) return Promise.reject(init.signal.reason as Error);
          return this.fetchOf()(input, init);
        },
      },
    );
  }

  /**
   * The same client (base URL, fetch, language) calling with `token` instead of the session's: an
   * anonymous submission sends its own token without touching the signed-in session.
   */
  withToken(token: string): FieldwatchClient {
    const { session: _session, proof: _proof, ...rest } = this.options;
    return new FieldwatchClient({ ...rest, token });
  }

  /**
   * The same client sending a `DPoP` proof signed by `proof` with every call and, when given, `token`
   * under the DPoP scheme: an anonymous submission's calls, bound to the browser's key.
   */
  withProof(proof: ProofSigner, token?: string): FieldwatchClient {
    const { session: _session, token: _token, ...rest } = this.options;
    return new FieldwatchClient({ ...rest, proof, ...(token === undefined ? {} : { token }) });
  }

  /** Calls the API and returns the envelope's `data`. */
  async request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const envelope = await this.requestJson<{ data: T } | undefined>(path, options);
    return envelope?.data as T;
  }

  /** Calls a list endpoint and returns `{ data, total, next? }`. */
  async requestList<T>(path: string, options: RequestOptions = {}): Promise<ListResult<T>> {
    return this.requestJson<ListResult<T>>(path, options);
  }

  /**
   * A request made ready for another thread to send (the map's worker fetches its points itself): the
   * absolute URL and the headers of this client, the access token refreshed first when it is due. A
   * 401 from it means the token was refused: call `refresh()` and prepare again.
   */
  async prepare(path: string, options: RequestOptions = {}): Promise<PreparedRequest> {
    const useAuth = this.usesAuth(options);
    if (useAuth && this.session?.getState().isAccessExpired()) await this.refresh();
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers, ...this.identity(useAuth) };
    // the URL ofetch would call (it joins and writes queries with ufo)
    const url = new URL(withQuery(withBase(path, this.baseURL), options.query ?? {}), globalThis.location?.href ?? 'http://localhost/')
      .href;
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    return { url, init: { method: options.method ?? 'GET', headers, ...(body !== undefined ? { body } : {}) } };
  }

  /**
   * Sends a prepared request (`prepare`) with this client's fetch and gives the answer as it is, whatever
   * it is: what `probeApi` reads to tell a Fieldwatch API from anything else at the base URL.
   */
  send({ url, init }: PreparedRequest, signal?: AbortSignal): Promise<Response> {
    return this.fetchOf()(url, { ...init, ...(signal ? { signal } : {}) });
  }

  /**
   * The fetch calls go through: the one given, else the global one, read at each call, not kept (a test
   * or a page may replace the global fetch after the client is made); returned unbound, as window.fetch needs.
   */
  private fetchOf(): typeof globalThis.fetch {
    return this.options.fetch ?? globalThis.fetch;
  }

  /** The raw response, for downloads (exports) that are not JSON envelopes. */
  requestRaw(path: string, options: RequestOptions = {}): Promise<Response> {
    return this.withAuth(options, async (useAuth) => {
      // read whole (a Blob) by ofetch, so that an answer cut off on the way is a NETWORK_ERROR too, not a failure of the caller's read
      const response = await this.fetcher.raw<Blob, 'blob'>(path, { ...this.callOptions(options, useAuth), responseType: 'blob' });
      const body = response._data;
      return new Response(body?.size ? body : null, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    });
  }

  private requestJson<T>(path: string, options: RequestOptions): Promise<T> {
    return this.withAuth(options, (useAuth) => this.fetcher<T>(path, { ...this.callOptions(options, useAuth), parseResponse: parseJson }));
  }

  /** The caller's options as ofetch takes them. */
  private callOptions(options: RequestOptions, useAuth: boolean): CallOptions {
    const { method = 'GET', body, query, signal, headers } = options;
    return {
      method,
      fieldwatchAuth: useAuth,
      ...(body !== undefined ? { body: body as CallOptions['body'] } : {}),
      ...(query ? { query } : {}),
      ...(signal ? { signal } : {}),
      ...(headers ? { headers } : {}),
    };
  }

  private usesAuth(options: RequestOptions): boolean {
    return options.auth ?? Boolean(this.token ?? this.session?.getState().accessToken);
  }

  /**
   * One call with the token refreshed first when it is due and, when the server refuses it anyway (a
   * token can expire or be revoked before the computed expiry), refreshed once and the call sent again.
   * Whatever fails comes out as a `FieldwatchError`.
   */
  private async withAuth<T>(options: RequestOptions, call: (useAuth: boolean) => Promise<T>): Promise<T> {
    const useAuth = this.usesAuth(options);
    if (useAuth && this.session?.getState().isAccessExpired()) await this.refresh();
    try {
      return await call(useAuth).catch(answerCutOff);
    } catch (error) {
      // the server wants this admin to set up a second factor first (an option switched on meanwhile)
      if (error instanceof FieldwatchError && error.code === 'SECOND_FACTOR_REQUIRED')
        this.session?.getState().requireSecondFactorSetup(true);
      if (!(error instanceof FieldwatchError) || !useAuth || error.status !== 401 || !this.session?.getState().refreshToken) throw error;
      await this.refresh();
      return call(useAuth).catch(answerCutOff);
    }
  }

  /** The headers that say who asks: the language, and the bearer token when the call carries it. */
  private identity(useAuth: boolean): Record<string, string> {
    const headers: Record<string, string> = {};
    const language = this.language?.();
    if (language) headers['Accept-Language'] = language;
    const token = this.token ?? this.session?.getState().accessToken;
    if (useAuth && token) headers.Authorization = `${this.options.proof ? 'DPoP' : 'Bearer'} ${token}`;
    return headers;
  }

  /**
   * Exchanges the refresh token for new tokens. Concurrent callers share one request (the others wait,
   * docs/sign-in.md). If the server refuses, the session is cleared with status `expired`.
   */
  refresh(): Promise<void> {
    this.refreshing ??= this.doRefresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async doRefresh(): Promise<void> {
    const session = this.session;
    const state = session?.getState();
    if (!session || !state?.refreshToken || !state.user) {
      session?.getState().expire();
      throw new FieldwatchError('UNAUTHENTICATED');
    }
    try {
      const body = { refresh_token: state.refreshToken };
      const envelope = await this.fetcher<{ data: Token }>(`/user/${state.user.id}/token`, {
        ...this.callOptions({ method: 'POST', body }, false),
        parseResponse: parseJson,
      }).catch(answerCutOff);
      session.getState().setTokens(envelope.data);
    } catch (error) {
      const mapped = toFieldwatchError(error);
      // A network failure is not a refused token: keep the session so the next call can try again.
      if (mapped.code !== 'NETWORK_ERROR' && mapped.status < 500) session.getState().expire();
      throw mapped;
    }
  }
}

/** A call that got no answer, or only part of one. */
function noAnswer(): never {
  throw new FieldwatchError('NETWORK_ERROR', { status: 0 });
}

/** The catalogue errors of the hooks go on; anything else ofetch throws is an answer that broke off while read. */
function answerCutOff(error: unknown): never {
  if (error instanceof FieldwatchError) throw error;
  noAnswer();
}

/**
 * Whether a parsed answer is a Fieldwatch envelope (docs/api.md): `{ data }` (a list adds `total`), or
 * `{ error: { type, message } }`.
 */
export function isEnvelope(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  if ('error' in body) {
    const { error } = body;
    return typeof error === 'object' && error !== null && typeof (error as { type?: unknown }).type === 'string';
  }
  return 'data' in body;
}

/** The JSON of an answer's text: undefined when it has none or is not JSON (a proxy's HTML error page). */
function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Maps anything thrown by a call to the catalogue error type. The client's own calls throw nothing else
 * (an aborted call is a `NETWORK_ERROR`); an AbortError from elsewhere is thrown on as it is.
 */
export function toFieldwatchError(error: unknown): FieldwatchError {
  if (error instanceof FieldwatchError) return error;
  if (isAbortError(error)) throw error;
  return new FieldwatchError('NETWORK_ERROR', { status: 0 });
}

/** Whether `error` is an AbortError, whatever made it (a DOMException in browsers, an Error elsewhere). */
const isAbortError = (error: unknown) => typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';

/** The catalogue error of a failed answer: its status and its body (the error envelope of docs/api.md, or anything). */
export function fieldwatchErrorOf(status: number, data: unknown): FieldwatchError {
  const body = data as { error?: { type?: unknown; message?: unknown; data?: unknown; fields?: unknown; methods?: unknown } } | undefined;
  const type = body?.error?.type;
  const fields: Record<string, ValidationKey> = {};
  const rawFields = body?.error?.fields;
  if (rawFields && typeof rawFields === 'object') {
    for (const [name, key] of Object.entries(rawFields)) if (isValidationKey(key)) fields[name] = key;
  }
  const code = isErrorCode(type) ? type : statusCode(status);
  return new FieldwatchError(code, {
    status,
    ...(typeof body?.error?.message === 'string' ? { message: body.error.message } : {}),
    data: body?.error?.data,
    fields,
    methods: methodsOf(body?.error?.methods),
  });
}

/** The second-factor methods a sign-in answer offers; anything the client does not know is left out. */
function methodsOf(value: unknown): SecondFactorMethod[] {
  if (!Array.isArray(value)) return [];
  return value.filter((method): method is SecondFactorMethod => (secondFactorMethods as readonly unknown[]).includes(method));
}

function statusCode(status: number) {
  if (status === 400) return 'BAD_REQUEST' as const;
  if (status === 401) return 'UNAUTHENTICATED' as const;
  if (status === 403) return 'INSUFFICIENT_PRIVILEGES' as const;
  if (status === 404) return 'RESOURCE_NOT_FOUND' as const;
  if (status === 409) return 'REPORT_CLOSED' as const;
  if (status === 413) return 'PAYLOAD_TOO_LARGE' as const;
  if (status === 429) return 'TOO_MANY_REQUESTS' as const;
  if (status >= 500) return 'SERVER_ERROR' as const;
  return 'ERROR' as const;
}

export function createClient(options: ClientOptions = {}): FieldwatchClient {
  return new FieldwatchClient(options);
}
