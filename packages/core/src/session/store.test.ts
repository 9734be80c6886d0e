import { describe, expect, it } from 'vitest';
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

describe('session store (spec §3 Session, §4)', () => {
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
    session.getState().signIn({ ...result, remember_token: 'remember-1' });
    session.getState().setLanguage('fr');
    session.getState().clear();
    expect(session.getState()).toMatchObject({ status: 'anonymous', user: null, accessToken: null, language: 'fr' });
    expect(session.getState().rememberTokens).toEqual({ northadmin: 'remember-1' });

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
});
