import { describe, expect, it } from 'vitest';
import { createClient } from './client.js';

const answer = (body: string, status: number, type: string) => () =>
  Promise.resolve(new Response(body, { status, headers: { 'content-type': type } }));

describe('a raw request that fails', () => {
  it('keeps the code of the error envelope the server sent', async () => {
    const fetch = answer(JSON.stringify({ error: { type: 'INACTIVE_FEATURE', message: 'off' } }), 403, 'application/json; charset=utf-8');
    await expect(
      createClient({ baseURL: 'http://api.test/api', fetch }).requestRaw('/public/reports/geo', { auth: false }),
    ).rejects.toMatchObject({
      code: 'INACTIVE_FEATURE',
      status: 403,
    });
  });

  it('falls back to the status when the body is not the envelope', async () => {
    const fetch = answer('<html>proxy error</html>', 502, 'text/html');
    await expect(createClient({ baseURL: 'http://api.test/api', fetch }).requestRaw('/reports/geo')).rejects.toMatchObject({ status: 502 });
  });
});
