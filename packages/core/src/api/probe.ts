import { isEnvelope, type FieldwatchClient } from './client.js';
import { rememberAnswered } from './answered.js';

/**
 * What one call to a client's base URL says about it:
 * - `answered`: a Fieldwatch API answered (an envelope, whatever the status);
 * - `NOT_FIELDWATCH`: something answered, but not the API (a 404 page, an HTML page, JSON without the
 *   envelope): the address is wrong;
 * - `API_UNREACHABLE`: nothing answered while the browser says it is online (nothing listens there, the
 *   name does not resolve, or the browser refused the answer, as CORS does);
 * - `offline`: the browser says it is offline; nothing can be told until it is online again.
 */
export type ProbeResult =
  { kind: 'answered' } | { kind: 'NOT_FIELDWATCH'; status: number } | { kind: 'API_UNREACHABLE' } | { kind: 'offline' };

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The path asked: the public-site settings, light, public (no token) and answered by every Fieldwatch server. */
const probePath = '/public/site';

/**
 * Asks the client's base URL once whether it is a Fieldwatch API, reading the raw answer (the elements
 * do it as they connect, and say what is wrong: docs/embedding.md, "When the address is wrong"). An
 * answer that is an envelope is remembered (`rememberAnswered`), as the client's own calls do. An
 * aborted probe rejects with the abort.
 */
export async function probeApi(client: FieldwatchClient, signal?: AbortSignal): Promise<ProbeResult> {
  if (isOffline()) return { kind: 'offline' };
  let response: Response;
  try {
    response = await client.send(await client.prepare(probePath, { auth: false }), signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    return isOffline() ? { kind: 'offline' } : { kind: 'API_UNREACHABLE' };
  }
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    // not JSON (an HTML page), or an answer cut off on the way
    body = undefined;
  }
  if (!isEnvelope(body)) return { kind: 'NOT_FIELDWATCH', status: response.status };
  rememberAnswered(client.baseURL);
  return { kind: 'answered' };
}
