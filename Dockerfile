# The service's image (docs/operations.md#containers): `docker build -t undangan .`, or compose.yaml.
# Two stages: the first installs every package and builds the web app (dist/) and the server
# (dist-server/); the second holds the production packages, the builds and the files the server reads
# beside them (the theme manifests, the migrations), and runs as the unprivileged `node` user.
# tests/deploy/deployment-kit.test.ts holds its port, probe and settings to the server's.

FROM node:20.20.2-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci
COPY . .
RUN npm run build:prod

FROM node:20.20.2-bookworm-slim AS runtime
# Settings the server reads (server/config.ts); the rest come from the deployment (compose.yaml).
# MIGRATE_ON_START=false: the migrations are a step of the rollout (node dist-server/migrate.js).
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data \
    MIGRATE_ON_START=false
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
COPY --from=build /app/manifests ./manifests
# The migrations, and the embedded database's template maker the server runs as a child process.
COPY --from=build /app/server/db/migrations ./server/db/migrations
COPY --from=build /app/server/db/make-pglite-template.mjs /app/server/db/pglite-open.mjs ./server/db/
COPY --from=build /app/scripts/backup.sh /app/scripts/restore.sh /app/scripts/pglite-data-dir.mjs ./scripts/
# What the server writes: its data folder (the embedded database, local uploads) and the template cache.
RUN mkdir -p /app/data /app/node_modules/.cache/undangan \
    && chown node:node /app/data /app/node_modules/.cache/undangan
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:3000/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist-server/main.js"]
