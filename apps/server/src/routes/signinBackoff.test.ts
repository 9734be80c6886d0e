import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema.js';
import { passwordChecks } from '../services/passwords.js';
import { demoPassword, startTestServer, type TestServer } from '../test/harness.js';

let server: TestServer;
beforeAll(async () => {
  // a short back-off so the test reaches its cap: 3 free failures, then 2, 4, 8, 8, … seconds
  server = await startTestServer({
    config: {
      backoffs: {
        signinPerAccount: { free: 3, baseSeconds: 2, maxSeconds: 8, forgetSeconds: 60 * 60 },
        resetMailPerUsername: { free: 1, baseSeconds: 120, maxSeconds: 900, forgetSeconds: 24 * 60 * 60 },
      },
    },
  });
});
afterAll(() => server.close());

let address = 0;
/** every call from a new address, as a guesser with many machines would */
const login = (username: string, password: string, deviceToken?: string, remoteAddress = `10.9.${++address}.1`) =>
  server.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { username, password, ...(deviceToken ? { device_token: deviceToken } : {}) },
    remoteAddress,
  });

async function deviceTokenOf(username: string): Promise<string> {
  const response = await login(username, demoPassword);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { device_token: string } }>().data.device_token;
}

/** One attempt that must be refused by the back-off: 429, the given Retry-After, and no password check. */
async function expectLocked(retryAfter: number, deviceToken?: string) {
  const before = passwordChecks.count;
  const response = await login('reader', demoPassword, deviceToken);
  expect(response.statusCode).toBe(429);
  expect(response.headers['retry-after']).toBe(String(retryAfter));
  expect(passwordChecks.count).toBe(before);
}

describe('per-account back-off across addresses', () => {
  it('makes each failure past the threshold wait twice as long, capped, and lets an attempt through after the wait', async () => {
    const device = await deviceTokenOf('reader');
    for (let i = 0; i < 3; i++) expect((await login('reader', 'Wrong#Pass1')).statusCode).toBe(401);
    await expectLocked(2);
    server.clock.advance(2000);
    expect((await login('reader', 'Wrong#Pass1')).statusCode).toBe(401);
    await expectLocked(4);
    server.clock.advance(4000);
    expect((await login('reader', 'Wrong#Pass1')).statusCode).toBe(401);
    await expectLocked(8);
    server.clock.advance(8000);
    expect((await login('reader', 'Wrong#Pass1')).statusCode).toBe(401);
    await expectLocked(8); // the cap

    // a device token of another username, or a forged one, does not help
    await expectLocked(8, await deviceTokenOf('mobile'));
    await expectLocked(8, `${device.slice(0, -4)}AAAA`);

    const locked = await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'signin.locked'));
    expect(locked.length).toBe(6);
    expect(locked[0]!.details).toEqual({ username: 'reader' });

    // the owner's device that signed in before is exempt, and its success ends the back-off
    expect((await login('reader', demoPassword, device)).statusCode).toBe(200);
    expect((await login('reader', demoPassword)).statusCode).toBe(200);
  });

  it('still holds a trusted device to the username+address limit', async () => {
    const device = await deviceTokenOf('northadmin');
    for (let i = 0; i < 10; i++) expect((await login('northadmin', 'Wrong#Pass1', device, '10.8.0.1')).statusCode).toBe(401);
    expect((await login('northadmin', demoPassword, device, '10.8.0.1')).statusCode).toBe(429);
    // the device was exempt from the account's back-off: ten failures did not lock the account elsewhere
    expect((await login('northadmin', demoPassword, device, '10.8.0.2')).statusCode).toBe(200);
  });
});
