# Fieldwatch server image (docs/deployment.md "Containers"): the API, the dashboard and the playground
# in one process. Build: `docker build -t fieldwatch .`; run several behind a proxy: compose.yaml.

# 1. Everything built: the packages, the dashboard, the playground and the server bundle.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build

# 2. The server's run-time dependencies only (the core is bundled into the server's dist).
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/core/package.json packages/core/
COPY packages/react/package.json packages/react/
COPY packages/elements/package.json packages/elements/
COPY packages/build/package.json packages/build/
COPY packages/testing/package.json packages/testing/
COPY apps/server/package.json apps/server/
COPY apps/dashboard/package.json apps/dashboard/
COPY apps/playground/package.json apps/playground/
RUN npm ci --omit=dev --workspace @fieldwatch/server --include-workspace-root=false --no-audit --no-fund --ignore-scripts

# 3. What runs: no compiler, no sources, no test tools, not root.
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/apps/server/package.json ./apps/server/
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/server/drizzle ./apps/server/drizzle
COPY --from=build /app/apps/dashboard/dist ./apps/dashboard/dist
COPY --from=build /app/apps/playground/dist ./apps/playground/dist
COPY --from=build /app/packages/elements/package.json ./packages/elements/
COPY --from=build /app/packages/elements/dist ./packages/elements/dist
# DATA_DIR holds uploads in progress, and the media themselves unless S3 is configured
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
# ready = database and media storage answer (GET /api/health/ready); fetch is built into Node 20
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself, not npm: SIGTERM reaches the server, which stops gracefully (SHUTDOWN_TIMEOUT_MS)
CMD ["node", "apps/server/dist/main.js"]
