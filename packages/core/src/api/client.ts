import { FieldwatchError, isErrorCode, isValidationKey, type ValidationKey } from '../errors.js';
import type { SessionStore } from '../session/store.js';
import type { Token } from '../schemas/auth.js';

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
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
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

/**
 * The one HTTP client (DESIGN.md packages/core/api): envelope in, `FieldwatchError` out, bearer token
 * from the session, and a single-flight token refresh that every concurrent call waits for (spec §4).
 */
export class FieldwatchClient {
  readonly baseURL: string;
  readonly session: SessionStore | undefined;
  private refreshing: Promise<void> | null = null;
  private readonly language: ClientOptions['language'];
  private readonly token: string | undefined;
  private readonly options: ClientOptions;

  constructor(options: ClientOptions = {}) {
    this.options = options;
    this.baseURL = options.baseURL ?? '/api';
    this.session = options.session;
    this.language = options.language;
    this.token = options.token;
  }

  /**
   * The same client (base URL, fetch, language) calling with `token` instead of the session's: an
   * anonymous submission sends its own token without touching the signed-in session.
   */
  withToken(token: string): FieldwatchClient {
    const { session: _session, ...rest } = this.options;
    return new FieldwatchClient({ ...rest, token });
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
    const session = this.session?.getState();
    const useAuth = options.auth ?? Boolean(this.token ?? session?.accessToken);
    if (useAuth && this.session?.getState().isAccessExpired()) await this.refresh();
    const headers = this.headers(options, useAuth);
    const url = new URL(this.url(path, options.query), globalThis.location?.href ?? 'http://localhost/').href;
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    return { url, init: { method: options.method ?? 'GET', headers, ...(body !== undefined ? { body } : {}) } };
  }

  /** The raw response, for downloads (exports) that are not JSON envelopes. */
  requestRaw(path: string, options: RequestOptions = {}): Promise<Response> {
    return this.withAuth(options, async (headers) => {
      const response = await this.send(path, options, headers);
      // read whole here, so that an answer cut off on the way is a NETWORK_ERROR too, not a failure of the caller's read
      const body = await response.blob().catch(noAnswer);
      return new Response(body.size ? body : null, { status: response.status, statusText: response.statusText, headers: response.headers });
    });
  }

  private requestJson<T>(path: string, options: RequestOptions): Promise<T> {
    return this.withAuth(options, async (headers) => (await jsonOf(await this.send(path, options, headers))) as T);
  }

  /** One call: the answer when it is a success, else the catalogue error it stands for. */
  private async send(path: string, options: RequestOptions, headers: Record<string, string>): Promise<Response> {
    const { body } = options;
    const json = isJson(body);
    // read at each call, not kept: a test or a page may replace the global fetch after the client is made
    const fetch = this.options.fetch ?? globalThis.fetch;
    let response: Response;
    try {
      response = await fetch(this.url(path, options.query), {
        method: options.method ?? 'GET',
        headers: json ? { 'Content-Type': 'application/json', ...headers } : headers,
        ...(body !== undefined ? { body: json ? JSON.stringify(body) : (body as BodyInit) } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      });
    } catch {
      // offline, the server unreachable, or the call aborted
      noAnswer();
    }
    if (!response.ok) throw fieldwatchErrorOf(response.status, await jsonOf(response));
    return response;
  }

  /** `path` under the base URL (relative like `/api` or absolute), with the query's defined values. */
  private url(path: string, query: RequestOptions['query'] = {}): string {
    const url = `${this.baseURL.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) if (value !== undefined) search.append(name, String(value));
    const text = search.toString();
    return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
  }

  private async withAuth<T>(options: RequestOptions, call: (headers: Record<string, string>) => Promise<T>): Promise<T> {
    const session = this.session?.getState();
    const useAuth = options.auth ?? Boolean(this.token ?? session?.accessToken);
    if (useAuth && this.session?.getState().isAccessExpired()) await this.refresh();

    try {
      return await call(this.headers(options, useAuth));
    } catch (error) {
      const mapped = toFieldwatchError(error);
      // An access token can expire or be revoked before the computed expiry: refresh once and retry.
      if (useAuth && mapped.status === 401 && this.session?.getState().refreshToken) {
        await this.refresh();
        try {
          return await call(this.headers(options, useAuth));
        } catch (retryError) {
          throw toFieldwatchError(retryError);
        }
      }
      throw mapped;
    }
  }

  private headers(options: RequestOptions, useAuth: boolean): Record<string, string> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    const language = this.language?.();
    if (language) headers['Accept-Language'] = language;
    const token = this.token ?? this.session?.getState().accessToken;
    if (useAuth && token) headers.Authorization = `Bearer ${token}`;
    return headers;
  }

  /**
   * Exchanges the refresh token for new tokens. Concurrent callers share one request (spec §4: other
   * calls wait). If the server refuses, the session is cleared with status `expired`.
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
      const response = await this.send(`/user/${state.user.id}/token`, { method: 'POST', body }, { Accept: 'application/json' });
      const envelope = (await jsonOf(response)) as { data: Token };
      session.getState().setTokens(envelope.data);
    } catch (error) {
      const mapped = toFieldwatchError(error);
      // A network failure is not a refused token: keep the session so the next call can try again.
      if (mapped.code !== 'NETWORK_ERROR' && mapped.status < 500) session.getState().expire();
      throw mapped;
    }
  }
}

/** A plain object or an array is sent as JSON; a FormData, Blob, URLSearchParams or string as it is. */
function isJson(body: unknown): boolean {
  return Array.isArray(body) || (typeof body === 'object' && body !== null && body.constructor?.name === 'Object');
}

/** A call that got no answer, or only part of one. */
function noAnswer(): never {
  throw new FieldwatchError('NETWORK_ERROR', { status: 0 });
}

/** The JSON of an answer: undefined when it has none (204) or is not JSON (a proxy's HTML error page). */
async function jsonOf(response: Response): Promise<unknown> {
  const text = await response.text().catch(noAnswer);
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
  if (error && typeof error === 'object' && 'name' in error && error.name === 'AbortError') throw error;
  return new FieldwatchError('NETWORK_ERROR', { status: 0 });
}

/** The catalogue error of a failed answer: its status and its body (the API.md envelope, or anything). */
export function fieldwatchErrorOf(status: number, data: unknown): FieldwatchError {
  const body = data as { error?: { type?: unknown; message?: unknown; data?: unknown; fields?: unknown } } | undefined;
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
  });
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
