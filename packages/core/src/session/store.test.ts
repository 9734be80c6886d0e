import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginResult } from '../schemas/auth.js';
import { actorOf, createSessionStore } from './store.js';
import { memoryStorage } from './storage.js';

const result: LoginResult = {
  user: {
    id: 7,
    username: 'northadmin',
    role: { id: 2, name: 'Organization Admin', capabilities: [] },
    organizations: [{ id: 1, name: 'Field Team North' }],
    active: true,
    needs2FA: false,
    options: { firstname: 'Nadia', lastname: 'North', email: 'n@example.org', secondfactor: 'none', language: 'en_US' },
  },
  token: { access_token: 'access-1', refresh_token: 'refresh-1', expires_in: 900 },
};

describe('session store', () => {
  it('computes the expiry locally from expires_in', () => {
    let now = 1_000_000;
    const session = createSessionStore({ now: () => now });
    session.getState().signIn(result);
    expect(session.getState().expiresAt).toBe(1_000_000 + 900_000);
    expect(session.getState().isAccessExpired()).toBe(false);
    now += 900_000 - 29_000; // inside the refresh skew
    expect(session.getState().isAccessExpired()).toBe(true);
  });

  it('survives a reload through the injected storage, without the pending password', () => {
    const storage = memoryStorage();
    const first = createSessionStore({ storage });
    first.getState().signIn(result);
    first.getState().setLanguage('ar');
    const second = createSessionStore({ storage });
    expect(second.getState()).toMatchObject({ status: 'authenticated', accessToken: 'access-1', language: 'ar' });

    first.getState().awaitCode('secure', 'Secret#123');
    expect(storage.getItem('fieldwatch.session')).not.toContain('Secret#123');
  });

  it('log-out keeps common settings; a failed refresh says why', () => {
    const session = createSessionStore();
    session.getState().signIn({ ...result, remember_token: 'remember-1', device_token: 'device-1' });
    session.getState().setLanguage('fr');
    session.getState().clear();
    expect(session.getState()).toMatchObject({ status: 'anonymous', user: null, accessToken: null, language: 'fr' });
    expect(session.getState().rememberTokens).toEqual({ northadmin: 'remember-1' });
    expect(session.getState().deviceTokens).toEqual({ northadmin: 'device-1' });

    session.getState().signIn(result);
    session.getState().expire();
    expect(session.getState()).toMatchObject({ status: 'expired', user: null, refreshToken: null });
    session.getState().acknowledgeExpiry();
    expect(session.getState().status).toBe('anonymous');
  });

  it('gives the permission view of the user', () => {
    expect(actorOf(result.user)).toEqual({ id: 7, role: 'Organization Admin', organizations: [1] });
    expect(actorOf(null)).toBeNull();
  });

  describe('beside another tab on the same storage', () => {
    afterEach(() => vi.unstubAllGlobals());

    /** Two stores over one storage, as two tabs over localStorage; `changed` plays the browser's storage event in the second. */
    function twoTabs() {
      const listeners: ((event: { key: string | null; storageArea: unknown }) => void)[] = [];
      vi.stubGlobal(
        'addEventListener',
        (type: string, listener: (typeof listeners)[number]) => type === 'storage' && listeners.push(listener),
      );
      const storage = memoryStorage();
      const first = createSessionStore({ storage });
      const second = createSessionStore({ storage });
      const changed = (key: string | null = 'fieldwatch.session') => listeners[1]!({ key, storageArea: storage });
      return { storage, first, second, changed, listeners };
    }

    it('takes the tokens the other tab refreshed, so it never trades in a used refresh token', () => {
      const { first, second, changed } = twoTabs();
      first.getState().signIn(result);
      changed();
      expect(second.getState()).toMatchObject({ status: 'authenticated', user: { id: 7 }, refreshToken: 'refresh-1' });
      first.getState().setTokens({ access_token: 'access-2', refresh_token: 'refresh-2', expires_in: 900 });
      changed();
      expect(second.getState()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    });

    it('signs out with the other tab, and leaves its own two-factor step and other storage keys alone', () => {
      const { first, second, changed, storage, listeners } = twoTabs();
      first.getState().signIn(result);
      changed();
      first.getState().clear();
      changed();
      expect(second.getState()).toMatchObject({ status: 'anonymous', user: null, accessToken: null, refreshToken: null });

      second.getState().awaitCode('northadmin', 'Secret#123');
      first.getState().signIn(result);
      changed();
      expect(second.getState().status).toBe('awaitingCode');
      // another key, or another storage area, is none of its business
      const third = createSessionStore({ storage: memoryStorage() });
      listeners[2]!({ key: 'fieldwatch.session', storageArea: storage });
      listeners[1]!({ key: 'something.else', storageArea: storage });
      expect(third.getState().status).toBe('anonymous');
    });
  });
});
