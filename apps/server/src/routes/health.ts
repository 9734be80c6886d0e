/**
 * Health checks for load balancers and orchestrators (docs/deployment.md "Health checks"), public and
 * without a secret in their answers:
 * - `GET /health/live`: the process answers (restart it when this fails);
 * - `GET /health/ready`: it can serve now: the database answers `select 1`, media can be stored, and
 *   the map's indexes in use are built after a start (send it traffic only while this is 200).
 */
import { dataEnvelope } from '@fieldwatch/core';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { ApiError } from '../errors.js';
import { mapWarmedUp } from '../services/reportMap.js';
import { errorResponses } from './responses.js';

/** A check that takes longer than this counts as failed: a balancer's own check times out soon after. */
const readinessTimeoutMs = 2_000;

const statusSchema = dataEnvelope(z.object({ status: z.literal('ok') }));

/** What `GET /health/ready` checks; each resolves when that part works now. */
const checks = {
  database: async (ctx: AppContext) => {
    await ctx.db.execute(sql`select 1`);
  },
  storage: (ctx: AppContext) => ctx.storage.probe(),
  // after a start, the map's sets in use are built first (services/reportMap.ts, warmMapIndexes)
  map: (ctx: AppContext) => mapWarmedUp(ctx),
} as const;

type Check = keyof typeof checks;

function withinTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function healthRoutes(ctx: AppContext) {
  return (app: FastifyInstance) => {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.get(
      '/health/live',
      {
        schema: {
          tags: ['operations'],
          summary: 'The process is up (no sign-in needed)',
          response: { 200: statusSchema, ...errorResponses },
        },
      },
      () => Promise.resolve({ data: { status: 'ok' as const } }),
    );
    typed.get(
      '/health/ready',
      {
        schema: {
          tags: ['operations'],
          summary: 'The database and media storage answer, the map is warm: send traffic here (no sign-in needed)',
          description:
            `Runs \`select 1\` on the database and stores then removes a file in media storage, each within ${readinessTimeoutMs} ms, ` +
            "and waits as long for the map's point indexes in use, which a process builds when it starts. " +
            '503 SERVER_ERROR with `data: {failed: ["database" | "storage" | "map", …]}` when one of them does not.',
          response: { 200: statusSchema, ...errorResponses },
        },
      },
      async (request) => {
        const names = Object.keys(checks) as Check[];
        const outcomes = await Promise.allSettled(names.map((name) => withinTimeout(checks[name](ctx), readinessTimeoutMs)));
        const failed = names.filter((_name, index) => outcomes[index]!.status === 'rejected');
        if (failed.length > 0) {
          // the reasons go to the log only: driver texts and paths are not for a public answer
          const reasons = Object.fromEntries(
            names.flatMap((name, index) => {
              const outcome = outcomes[index]!;
              return outcome.status === 'rejected' ? [[name, String((outcome.reason as Error)?.message ?? outcome.reason)]] : [];
            }),
          );
          request.log.warn({ failed: reasons }, 'not ready');
          throw new ApiError('SERVER_ERROR', { status: 503, data: { failed } });
        }
        return { data: { status: 'ok' as const } };
      },
    );
    return Promise.resolve();
  };
}
