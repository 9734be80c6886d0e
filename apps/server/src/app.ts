/**
 * Builds the Fastify application: everything under /api, the static dashboard and playground, one
 * error handler. No listening and no process handling here, so tests drive it with `inject`.
 */
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { pointsMediaType, unstorableTextPath } from '@fieldwatch/core';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import type { Database, Listen } from './db/connect.js';
import { queryTime, type QueryTime } from './db/timing.js';
import { invalidFields, notFound } from './errors.js';
import { JobQueue, runInRequest, type JobConnection } from './jobs/queue.js';
import type { Mailer } from './mail/mailer.js';
import { defineMailJob } from './mail/queue.js';
import { createMediaStorage, type MediaStorage } from './media/storage.js';
import { registerAuthentication } from './plugins/authenticate.js';
import { registerCrossOrigin } from './plugins/crossOrigin.js';
import { registerDocs } from './plugins/docs.js';
import { answerFrameworkError, registerErrorHandler } from './plugins/errorHandler.js';
import { registerIdempotency } from './plugins/idempotency.js';
import { Metrics, registerMetrics, type PoolStats } from './plugins/metrics.js';
import { readSdkBundle, registerSdk } from './plugins/sdk.js';
import { registerSecurityHeaders } from './plugins/security.js';
import { registerStatic } from './plugins/static.js';
import { analyticsRoutes } from './routes/analytics.js';
import { anonymousRoutes } from './routes/anonymous.js';
import { authRoutes } from './routes/auth.js';
import { broadcastsRoutes } from './routes/broadcasts.js';
import { auditRoutes } from './routes/audit.js';
import { foldersRoutes } from './routes/folders.js';
import { eventsRoutes } from './routes/events.js';
import { handshakeRoutes } from './routes/handshake.js';
import { healthRoutes } from './routes/health.js';
import { languageStringsRoutes } from './routes/languageStrings.js';
import { layersRoutes } from './routes/layers.js';
import { mediaRoutes } from './routes/media.js';
import { optionsRoutes } from './routes/options.js';
import { organizationsRoutes } from './routes/organizations.js';
import { organizationUsersRoutes } from './routes/organizationUsers.js';
import { passkeySignInRoutes, passkeysRoutes } from './routes/passkeys.js';
import { publicReportsRoutes } from './routes/publicReports.js';
import { publicSiteRoutes } from './routes/publicSite.js';
import { reportActivityRoutes } from './routes/reportActivity.js';
import { reportMapRoutes } from './routes/reportMap.js';
import { reportsRoutes } from './routes/reports.js';
import { reportTransferRoutes } from './routes/reportTransfer.js';
import { rolesRoutes } from './routes/roles.js';
import { sdkRoutes } from './routes/sdk.js';
import { secondFactorsRoutes } from './routes/secondFactors.js';
import { storiesRoutes } from './routes/stories.js';
import { taxonomiesRoutes } from './routes/taxonomies.js';
import { usersRoutes } from './routes/users.js';
import { LiveHub } from './live/hub.js';
import { definePasswordResetJob } from './services/auth.js';
import { defineHousekeepingJob, startTempFileSweep } from './services/housekeeping.js';
import { defineAnalyticsFoldJob } from './services/analytics.js';
import { requestIdOf } from './logging.js';

/** The types @fastify/compress compresses by default (text, JSON, XML, octet-stream). */
const compressibleType = /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)text(?:;|$)|(?:\+|\/)xml(?:;|$)|octet-stream(?:;|$)/u;

export interface BuildAppOptions {
  db: Database;
  /** the database's notification listener (live updates, live/hub.ts) */
  listen: Listen;
  config: Config;
  mailer: Mailer;
  /** where the job queue keeps its jobs: the same database (`DatabaseHandle.jobConnection`) */
  jobs: JobConnection;
  /** the clock (tests inject one they can move) */
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** the PostgreSQL pool's counts, for the metrics (none on PGlite) */
  poolStats?: (() => PoolStats) | undefined;
  /** the storage of stored files when the caller built it already (startup seeds demo media first); else one from the config */
  storage?: MediaStorage;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the services' context: database, config, mailer, clock, job queue */
    fieldwatch: AppContext;
  }
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // a JSON key `__proto__` (or `constructor.prototype`) is dropped, never applied: the rest of the body
    // is then validated as usual, so a malformed field beside it is still named
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
    frameworkErrors: answerFrameworkError,
    // every log line of a request carries its id (`reqId`): the caller's X-Request-Id when usable, else a new one
    requestIdHeader: false,
    genReqId: requestIdOf,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx: AppContext = {
    db: options.db,
    config,
    mailer: options.mailer,
    now: options.now ?? (() => new Date()),
    log: app.log,
    jobs: new JobQueue(options.jobs, () => app.log),
    metrics: new Metrics({ enabled: config.metricsEnabled, poolStats: options.poolStats }),
    storage: options.storage ?? createMediaStorage(config),
  };
  app.decorate('fieldwatch', ctx);
  defineMailJob(ctx);
  definePasswordResetJob(ctx);
  defineHousekeepingJob(ctx);
  defineAnalyticsFoldJob(ctx);
  ctx.metrics.registerGauge('fieldwatch_job_queue_depth', 'Jobs waiting in the job queue, all kinds', () => ctx.jobs.depth());
  // the id goes back with every answer, errors included, so a caller can quote it; the jobs a request
  // queues carry it, and their log lines with it
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    runInRequest(request.id, done);
  });

  if (config.serverTiming) {
    // every query of the request adds to this store (db/timing.ts); the header goes out with the answer,
    // with the whole time in this process beside it (`app`): more than the queries' is time in Node, or
    // waiting for a CPU on a busy machine
    const stores = new WeakMap<object, { queries: QueryTime; start: number }>();
    app.addHook('onRequest', (request, _reply, done) => {
      const queries: QueryTime = { ms: 0, count: 0 };
      stores.set(request, { queries, start: performance.now() });
      queryTime.run(queries, done);
    });
    app.addHook('onSend', async (request, reply) => {
      const store = stores.get(request);
      if (!store) return;
      const { queries, start } = store;
      reply.header(
        'server-timing',
        `db;dur=${queries.ms.toFixed(2)};desc="${queries.count} queries", app;dur=${(performance.now() - start).toFixed(2)}`,
      );
    });
  }
  registerErrorHandler(app);
  // text the database cannot store is refused at the door, for every route alike (docs/validation.md, "Text, numbers and dates everywhere")
  app.addHook('preValidation', (request, _reply, done) => {
    const parts: [string, unknown][] = [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ];
    for (const [context, value] of parts) {
      const path = unstorableTextPath(value);
      if (path !== undefined) return done(invalidFields({ [path || context]: 'invalidValue' }));
    }
    done();
  });

  registerAuthentication(app);
  registerSecurityHeaders(app, config.mediaOrigin);
  // after the security headers: the routes partner pages call relax their cross-origin policy
  await registerCrossOrigin(app);
  // before compression: a create call's answer is stored as the route sent it
  registerIdempotency(app, ctx);
  // Answers compressed (gzip or brotli at a quality cheap enough to run per request), the map's binary
  // points too; request bodies are never inflated, so a small compressed upload cannot become a large one.
  await app.register(compress, {
    globalDecompression: false,
    customTypes: (type: string) => compressibleType.test(type) || type.startsWith(pointsMediaType),
  });
  // the password-reset request (`POST /user/{id}/reset`) may arrive as form data
  await app.register(formbody);
  await registerDocs(app);
  // after the docs, so that `GET /metrics` is in the OpenAPI document
  registerMetrics(app, ctx.metrics, config);
  // live updates: this process listens once and fans out to its streams; they end before the server
  // closes, which would otherwise wait for them
  const hub = new LiveHub(ctx);
  await hub.start(options.listen);
  app.addHook('preClose', async () => hub.close());
  // the elements bundle, read once: its version names its address, its hash is the integrity handed out
  const sdk = readSdkBundle(config.elementsPackage);

  await app.register(
    async (api) => {
      for (const routes of [
        handshakeRoutes,
        authRoutes,
        secondFactorsRoutes,
        optionsRoutes,
        rolesRoutes,
        organizationsRoutes,
        usersRoutes,
      ]) {
        await api.register(routes(ctx));
      }
      await api.register(passkeySignInRoutes(ctx));
      await api.register(passkeysRoutes(ctx));
      // reports and what hangs off them
      for (const routes of [
        reportsRoutes,
        reportMapRoutes,
        reportActivityRoutes,
        reportTransferRoutes,
        mediaRoutes,
        foldersRoutes,
        taxonomiesRoutes,
        organizationUsersRoutes,
      ]) {
        await api.register(routes(ctx));
      }
      // figures computed from the reports
      await api.register(analyticsRoutes(ctx));
      // map layers
      await api.register(layersRoutes(ctx));
      // stories: staff's, and the public story of partner pages
      await api.register(storiesRoutes(ctx));
      // terminology overrides: read by anyone, partner pages included; changed by the Administrator
      await api.register(languageStringsRoutes(ctx));
      // broadcasts sent by an organization's admins, and each user's inbox
      await api.register(broadcastsRoutes(ctx));
      // the audit trail, read by the Administrator
      await api.register(auditRoutes(ctx));
      // what partner pages call without an account
      for (const routes of [publicSiteRoutes, publicReportsRoutes, anonymousRoutes]) {
        await api.register(routes(ctx));
      }
      await api.register(sdkRoutes(ctx, sdk));
      // liveness and readiness for load balancers
      await api.register(healthRoutes(ctx));
      // live updates of reports (server-sent events)
      await api.register(eventsRoutes(ctx, hub));
    },
    { prefix: '/api' },
  );

  await registerSdk(app, sdk);
  const staticFallback = await registerStatic(app, config);
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
    if (!isApi && staticFallback(request, reply)) return reply;
    throw notFound();
  });

  const tempFileSweep = startTempFileSweep(ctx);
  app.addHook('onReady', () => ctx.jobs.start());
  app.addHook('onClose', async () => {
    tempFileSweep.stop();
    // running jobs end first; queued ones stay stored for this or another process
    await ctx.jobs.stop();
    // a storage the app built is the app's to close; one handed in stays its owner's
    if (!options.storage) ctx.storage.close();
  });
  return app;
}
