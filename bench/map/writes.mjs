// Writes while a map loads: reports created and published through the product's API, as field monitors
// send them, by a few clients in a closed loop (each sends its next report when the last one answered).
// Every report lands inside the map's view, so each write changes what the map shows.
import { randomUUID } from 'node:crypto';
import { spread } from '../lib/seed.mjs';

async function call(origin, token, method, path, body) {
  const response = await fetch(`${origin}/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      // every create call carries its key, as the product's clients send them
      ...(method === 'POST' ? { 'idempotency-key': randomUUID() } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * Starts `clients` writers against the product server at `origin`, signed in as `username`; `stop()`
 * ends them and resolves to what they did: `{ created, seconds, errors }`.
 */
export async function startWriters(origin, { clients = 4, username = 'admin', password = 'Fieldwatch#1' } = {}) {
  const signedIn = await call(origin, null, 'POST', '/user/login', { username, password });
  const token = signedIn.data.token.access_token;
  const organizations = await call(origin, token, 'GET', '/organizations');
  const organization = organizations.data[0].id;
  const { latitude, longitude, latitudeSpan, longitudeSpan } = spread;
  let running = true;
  let created = 0;
  const errors = [];
  const started = performance.now();

  async function writer() {
    while (running) {
      try {
        const report = await call(origin, token, 'POST', `/organization/${organization}/report`, {
          title: 'Flooded road near the bridge',
          content: 'The road is under water since this morning; cars turn back at the bridge.',
          event_date: new Date(Date.now() - 3600e3).toISOString(),
          latitude: Number((latitude + (Math.random() - 0.5) * latitudeSpan).toFixed(6)),
          longitude: Number((longitude + (Math.random() - 0.5) * longitudeSpan).toFixed(6)),
        });
        // published at once, so that it is on the map
        await call(origin, token, 'PUT', `/organization/${organization}/report/${report.data.id}`, { status: 'published' });
        created += 1;
      } catch (error) {
        errors.push(error.message);
        if (errors.length > 20) running = false;
      }
    }
  }

  const loops = Array.from({ length: clients }, writer);
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return { created, seconds: (performance.now() - started) / 1000, errors };
    },
  };
}
