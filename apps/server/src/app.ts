/**
 * Builds the Fastify application: everything under /api, the static dashboard and playground, one
 * error handler. No listening and no process handling here, so tests drive it with `inject`.
 */
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { pointsMediaType } from '@fieldwatch/core';
import type { Config } from './config.js';
import { BackgroundTasks, type AppContext } from './context.js';
import type { Database } from './db/connect.js';
import { queryTime, type QueryTime } from './db/timing.js';
import { notFound } from './errors.js';
import type { Mailer } from './mail/mailer.js';
import { registerAuthentication } from './plugins/authenticate.js';
import { registerCrossOrigin } from './plugins/crossOrigin.js';
import { registerDocs } from './plugins/docs.js';
import { registerErrorHandler } from './plugins/errorHandler.js';
import { registerIdempotency } from './plugins/idempotency.js';
import { readSdkBundle, registerSdk } from './plugins/sdk.js';
import { registerSecurityHeaders } from './plugins/security.js';
import { registerStatic } from './plugins/static.js';
import { analyticsRoutes } from './routes/analytics.js';
import { anonymousRoutes } from './routes/anonymous.js';
import { authRoutes } from './routes/auth.js';
import { broadcastsRoutes } from './routes/broadcasts.js';
import { foldersRoutes } from './routes/folders.js';
import { handshakeRoutes } from './routes/handshake.js';
import { languageStringsRoutes } from './routes/languageStrings.js';
import { layersRoutes } from './routes/layers.js';
import { mediaRoutes } from './routes/media.js';
import { optionsRoutes } from './routes/options.js';
import { organizationsRoutes } from './routes/organizations.js';
import { organizationUsersRoutes } from './routes/organizationUsers.js';
import { publicReportsRoutes } from './routes/publicReports.js';
import { publicSiteRoutes } from './routes/publicSite.js';
import { reportActivityRoutes } from './routes/reportActivity.js';
import { reportMapRoutes } from './routes/reportMap.js';
import { reportsRoutes } from './routes/reports.js';
import { reportTransferRoutes } from './routes/reportTransfer.js';
import { rolesRoutes } from './routes/roles.js';
import { sdkRoutes } from './routes/sdk.js';
import { storiesRoutes } from './routes/stories.js';
import { taxonomiesRoutes } from './routes/taxonomies.js';
import { usersRoutes } from './routes/users.js';
import { startHousekeeping } from './services/housekeeping.js';

/** The types @fastify/compress compresses by default (text, JSON, XML, octet-stream). */
const compressibleType = /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)text(?:;|$)|(?:\+|\/)xml(?:;|$)|octet-stream(?:;|$)/u;

export interface BuildAppOptions {
  db: Database;
  config: Config;
  mailer: Mailer;
  /** the clock (tests inject one they can move) */
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the services' context: database, config, mailer, clock, background tasks */
    fieldwatch: AppContext;
  }
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx: AppContext = {
    db: options.db,
    config,
    mailer: options.mailer,
    now: options.now ?? (() => new Date()),
    log: app.log,
    tasks: new BackgroundTasks(() => app.log),
  };
  app.decorate('fieldwatch', ctx);

  if (config.serverTiming) {
    // every query of the request adds to this store (db/timing.ts); the header goes out with the answer
    const stores = new WeakMap<object, QueryTime>();
    app.addHook('onRequest', (request, _reply, done) => {
      const store: QueryTime = { ms: 0, count: 0 };
      stores.set(request, store);
      queryTime.run(store, done);
    });
    app.addHook('onSend', async (request, reply) => {
      const store = stores.get(request);
      if (store) reply.header('server-timing', `db;dur=${store.ms.toFixed(2)};desc="${store.count} queries"`);
    });
  }
  registerErrorHandler(app);
  registerAuthentication(app);
  await registerSecurityHeaders(app);
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
  // the elements bundle, read once: its version names its address, its hash is the integrity handed out
  const sdk = readSdkBundle(config.elementsPackage);

  await app.register(
    async (api) => {
      for (const routes of [handshakeRoutes, authRoutes, optionsRoutes, rolesRoutes, organizationsRoutes, usersRoutes]) {
        await api.register(routes(ctx));
      }
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
      // what partner pages call without an account
      for (const routes of [publicSiteRoutes, publicReportsRoutes, anonymousRoutes]) {
        await api.register(routes(ctx));
      }
      await api.register(sdkRoutes(ctx, sdk));
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

  const housekeeping = startHousekeeping(ctx);
  app.addHook('onClose', async () => {
    housekeeping.stop();
    // mails already promised to a user are still sent before the process ends
    await ctx.tasks.idle();
  });
  return app;
}
