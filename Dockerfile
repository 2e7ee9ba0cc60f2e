# Frontdesk as a container: `docker build -t frontdesk .` then
# `docker run -p 3000:3000 -v frontdesk-data:/data frontdesk` (compose.yaml runs two replicas with
# PostgreSQL and Redis). The build stage compiles better-sqlite3 and builds every bundle; the runtime
# stage holds the built bundle, the production packages and nothing else, and runs as a non-root user.

FROM node:20-bookworm-slim AS build
# better-sqlite3 is compiled from source (.prebuild-installrc): Python, make and a C++ compiler.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY package.json package-lock.json .prebuild-installrc ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    FRONTDESK_DATA_DIR=/data \
    FRONTDESK_LOG_FORMAT=json
RUN groupadd --system --gid 10001 frontdesk \
  && useradd --system --uid 10001 --gid frontdesk --home-dir /app --shell /usr/sbin/nologin frontdesk \
  && mkdir -p /data && chown frontdesk:frontdesk /data
WORKDIR /app
COPY --from=build --chown=root:root /src/package.json ./package.json
COPY --from=build --chown=root:root /src/node_modules ./node_modules
COPY --from=build --chown=root:root /src/dist ./dist
USER frontdesk
VOLUME ["/data"]
EXPOSE 3000
# Ready, not only alive: the database (migrated) and Redis answer, and the process is not draining.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM drains: replies in flight finish (FRONTDESK_SHUTDOWN_GRACE_SECONDS), widgets reconnect elsewhere.
STOPSIGNAL SIGTERM
# The built server as its own entry (the bundle runs runServer when it is the main module); the same
# V8 settings as `npm start`. The CLI is `node dist/node/cli.js`.
CMD ["node", "--max-semi-space-size=32", "--heap-growing-percent=50", "--no-allocation-site-pretenuring", "dist/node/server.js"]
