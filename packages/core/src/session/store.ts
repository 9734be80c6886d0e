import { createStore, type StoreApi } from 'zustand/vanilla';
import { limits } from '../limits.js';
import type { LanguageCode } from '../i18n/languages.js';
import type { LoginResult, Token } from '../schemas/auth.js';
import type { User } from '../schemas/user.js';
import type { SecondFactorMethod } from '../errors.js';
import { roleById, type Actor, type RoleName } from '../policy.js';
import { memoryStorage, type KeyValueStorage } from './storage.js';

export type SessionStatus = 'anonymous' | 'awaitingCode' | 'authenticated' | 'expired';

export interface PendingTwoFactor {
  username: string;
  /** kept in memory only, never in storage: the verify call sends it again with the code */
  password: string;
  /** when the last code was sent (ms since epoch), for the 45 s resend lock */
  codeSentAt: number;
  /** the ways the server offers to finish this sign-in (`email`, `totp`, `recovery`, `passkey`) */
  methods: SecondFactorMethod[];
}

export interface SessionState {
  status: SessionStatus;
  user: User | null;
  accessToken: string | null;
  refreshToken: string | null;
  /** computed locally: time of sign-in plus `expires_in`, ms since epoch */
  expiresAt: number | null;
  /** when the current access token was received, ms since epoch */
  issuedAt: number | null;
  pendingTwoFactor: PendingTwoFactor | null;
  /** "don't ask again" tokens of this device, by username */
  rememberTokens: Record<string, string>;
  /**
   * device tokens, by username in lower case: proof that this device signed in before, which spares it
   * the account's back-off after someone else's failed guesses (docs/sign-in.md)
   */
  deviceTokens: Record<string, string>;
  /** common settings, kept across log-out */
  language: LanguageCode | null;
  organizationId: number | null;
  /**
   * true while the signed-in user must set up a second factor before anything else (an admin-level user
   * while the option `require_2fa_admins` is on): the server refuses every other call until then
   */
  secondFactorSetup: boolean;
}

export interface SessionActions {
  signIn(result: LoginResult): void;
  setTokens(token: Token): void;
  setUser(user: User): void;
  awaitCode(username: string, password: string, methods?: SecondFactorMethod[]): void;
  /** The server asks (true) or no longer asks (false, a second factor was set up) for a second factor first. */
  requireSecondFactorSetup(required: boolean): void;
  codeResent(): void;
  /** Log-out: clears user state but keeps common settings. */
  clear(): void;
  /** A failed refresh: clears like log-out and remembers why, so the UI can say "Session expired". */
  expire(): void;
  acknowledgeExpiry(): void;
  setLanguage(language: LanguageCode): void;
  setOrganization(id: number | null): void;
  /** True when the access token is past its computed expiry (less a small skew). */
  isAccessExpired(): boolean;
}

export type SessionStore = StoreApi<SessionState & SessionActions>;

export interface SessionOptions {
  storage?: KeyValueStorage;
  /** storage key; one per product instance */
  key?: string;
  now?: () => number;
}

type Persisted = Pick<
  SessionState,
  | 'user'
  | 'accessToken'
  | 'refreshToken'
  | 'expiresAt'
  | 'issuedAt'
  | 'rememberTokens'
  | 'deviceTokens'
  | 'language'
  | 'organizationId'
  | 'secondFactorSetup'
>;

const signedOut = {
  status: 'anonymous',
  user: null,
  accessToken: null,
  refreshToken: null,
  expiresAt: null,
  issuedAt: null,
  pendingTwoFactor: null,
  secondFactorSetup: false,
} as const;

export function createSessionStore(options: SessionOptions = {}): SessionStore {
  const storage = options.storage ?? memoryStorage();
  const key = options.key ?? 'fieldwatch.session';
  const now = options.now ?? Date.now;

  const restored = readPersisted(storage, key);
  const store = createStore<SessionState & SessionActions>()((set, get) => ({
    status: restored?.accessToken && restored.user ? 'authenticated' : 'anonymous',
    user: restored?.user ?? null,
    accessToken: restored?.accessToken ?? null,
    refreshToken: restored?.refreshToken ?? null,
    expiresAt: restored?.expiresAt ?? null,
    issuedAt: restored?.issuedAt ?? null,
    pendingTwoFactor: null,
    rememberTokens: restored?.rememberTokens ?? {},
    deviceTokens: restored?.deviceTokens ?? {},
    language: restored?.language ?? null,
    organizationId: restored?.organizationId ?? null,
    secondFactorSetup: restored?.secondFactorSetup ?? false,

    signIn: (result) =>
      set((state) => ({
        status: 'authenticated',
        user: result.user,
        accessToken: result.token.access_token,
        refreshToken: result.token.refresh_token,
        expiresAt: now() + result.token.expires_in * 1000,
        issuedAt: now(),
        pendingTwoFactor: null,
        secondFactorSetup: result.second_factor_setup ?? false,
        rememberTokens: result.remember_token
          ? { ...state.rememberTokens, [result.user.username]: result.remember_token }
          : state.rememberTokens,
        deviceTokens: result.device_token
          ? { ...state.deviceTokens, [result.user.username.toLowerCase()]: result.device_token }
          : state.deviceTokens,
      })),
    setTokens: (token) =>
      set({
        accessToken: token.access_token,
        refreshToken: token.refresh_token,
        expiresAt: now() + token.expires_in * 1000,
        issuedAt: now(),
      }),
    setUser: (user) => set({ user }),
    awaitCode: (username, password, methods = ['email']) =>
      set({ ...signedOut, status: 'awaitingCode', pendingTwoFactor: { username, password, codeSentAt: now(), methods } }),
    requireSecondFactorSetup: (required) => {
      if (get().secondFactorSetup !== required) set({ secondFactorSetup: required });
    },
    codeResent: () => {
      const pending = get().pendingTwoFactor;
      if (pending) set({ pendingTwoFactor: { ...pending, codeSentAt: now() } });
    },
    clear: () => set({ ...signedOut }),
    expire: () => set({ ...signedOut, status: 'expired' }),
    acknowledgeExpiry: () => {
      if (get().status === 'expired') set({ status: 'anonymous' });
    },
    setLanguage: (language) => set({ language }),
    setOrganization: (organizationId) => set({ organizationId }),
    isAccessExpired: () => {
      const { expiresAt, issuedAt } = get();
      if (expiresAt === null) return false;
      // refresh a little early, but never so early that a short-lived token is refreshed on every call
      const lifetime = issuedAt === null ? Infinity : expiresAt - issuedAt;
      const skew = Math.min(limits.tokenRefreshSkewSeconds * 1000, lifetime / 10);
      return now() >= expiresAt - skew;
    },
  }));

  // Another tab, or the dashboard beside a page of elements, changed the session in the same storage:
  // take its tokens. Refresh tokens rotate, and one used twice revokes the sign-in (docs/sign-in.md), so this
  // store must never refresh with the token another one has already traded in.
  if (typeof addEventListener === 'function') {
    addEventListener('storage', (event: StorageEvent) => {
      if (event.storageArea !== (storage as unknown) || (event.key !== key && event.key !== null)) return;
      const state = store.getState();
      // a sign-in under way here (its two-factor step) is not another tab's to end
      if (state.status === 'awaitingCode') return;
      const persisted = readPersisted(storage, key) ?? {};
      const signedIn = Boolean(persisted.accessToken && persisted.user);
      store.setState({
        ...signedOut,
        ...persisted,
        status: signedIn ? 'authenticated' : state.status === 'authenticated' ? 'anonymous' : state.status,
        pendingTwoFactor: null,
      });
    });
  }

  store.subscribe((state) => {
    const persisted: Persisted = {
      user: state.user,
      accessToken: state.accessToken,
      refreshToken: state.refreshToken,
      expiresAt: state.expiresAt,
      issuedAt: state.issuedAt,
      rememberTokens: state.rememberTokens,
      deviceTokens: state.deviceTokens,
      language: state.language,
      organizationId: state.organizationId,
      secondFactorSetup: state.secondFactorSetup,
    };
    try {
      storage.setItem(key, JSON.stringify(persisted));
    } catch {
      // storage full or denied (private mode): the session still works for this page
    }
  });

  return store;
}

function readPersisted(storage: KeyValueStorage, key: string): Partial<Persisted> | null {
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as Partial<Persisted>) : null;
  } catch {
    return null;
  }
}

/** The permission view of the signed-in user, for `policy.ts`. */
export function actorOf(user: User | null): Actor | null {
  if (!user) return null;
  const role: RoleName = roleById(user.role.id) ?? user.role.name;
  return { id: user.id, role, organizations: user.organizations.map((o) => o.id) };
}
