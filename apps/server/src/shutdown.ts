/**
 * The stop on SIGTERM/SIGINT (docs/deployment.md "Stopping"): no new connection is accepted, requests
 * already running finish, and whatever still runs after `timeoutMs` (an open event stream, an export
 * to a slow client) has its connection closed. Then `release` frees what the process holds (database,
 * data-folder lock).
 *
 * A route that keeps a response open for long ends it itself from a `preClose` hook; the timeout is the
 * bound for everything else.
 */
import type { FastifyInstance } from 'fastify';

/** Resolves the exit code: 0 once everything is closed, 1 when closing failed. */
export async function stopGracefully(app: FastifyInstance, timeoutMs: number, release: () => Promise<void>): Promise<number> {
  const cut = setTimeout(() => {
    app.log.warn(`requests still running ${timeoutMs} ms after the stop began: closing their connections`);
    app.server.closeAllConnections();
  }, timeoutMs);
  try {
    // Fastify stops listening, closes idle keep-alive connections, answers 503 to a request arriving on a
    // busy one, and resolves once the last running request has been answered
    await app.close();
    await release();
    return 0;
  } catch (error) {
    app.log.error({ err: error }, 'error while stopping');
    return 1;
  } finally {
    clearTimeout(cut);
  }
}
