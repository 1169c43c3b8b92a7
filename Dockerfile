# syntax=docker/dockerfile:1
# The shop as one container (docs/deployment.md): `docker build -t slipper-shop .`, then
# `docker run -p 3000:3000 slipper-shop` (embedded PGlite in the /app/var volume), or with
# DATABASE_URL, REDIS_URL and the shared secrets to run several behind Varnish (compose.yaml).

ARG NODE_IMAGE=node:24-slim
# The last stage runs no npm: a base without it is smaller (deploy/image/nodeBaseImage.sh --runtime).
ARG RUNTIME_IMAGE=${NODE_IMAGE}

# Every dependency, to build the client and server bundles of Vike into dist/.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY patches ./patches
# --ignore-scripts: the `node` package would download a second Node 24 (the image has one);
# patch-package, the project's own postinstall, is run by hand.
RUN npm ci --no-audit --no-fund --ignore-scripts && npx --no-install patch-package
COPY . .
# The client and Vike's server bundles, the server and the operations commands compiled into
# dist/node/ (scripts/buildServer.ts), then the files of node_modules they load, found by tracing
# their imports (scripts/traceRuntimePackages.ts): a tenth of what `npm ci --omit=dev` installs.
RUN npx --no-install vite build --logLevel warn \
  && npx --no-install tsx scripts/buildServer.ts \
  && npx --no-install tsx scripts/traceRuntimePackages.ts /runtime

FROM ${RUNTIME_IMAGE}
# Two malloc arenas instead of one per thread, and blocks of 128 kB and more given back when freed:
# the same speed, ~75 MB less resident (npm run bench:memory, docs/operations.md).
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=131072 \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/var
WORKDIR /app
COPY --from=build /runtime/node_modules ./node_modules
COPY . .
COPY --from=build /app/dist ./dist
# The code stays root's and read-only to the shop; only its data folder is its own (downloads,
# uploaded pictures and imports made here first, so a named volume mounted on each starts owned by
# the shop's user).
RUN mkdir -p /app/var/downloads /app/var/media/uploads /app/var/imports && chown -R node:node /app/var
USER node
VOLUME ["/app/var"]
EXPOSE 3000
# Ready means the database answers (/readyz); a first start with embedded PGlite migrates and seeds (start period).
# No --start-interval: Docker before 25, buildah and podman refuse the whole file for it.
HEALTHCHECK --interval=10s --timeout=5s --start-period=180s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# `npm run serve` without npm: node is PID 1 and gets SIGTERM itself (server/index.ts closes within 25 s).
STOPSIGNAL SIGTERM
# A 16 MB young generation (V8 sizes it by the machine's memory) and an old generation collected at 1.2× what
# survived the last full collection: ~240 MB resident under load instead of ~480 (server/productionProcess.ts).
CMD ["node", "--max-semi-space-size=16", "--heap-growing-percent=50", "--enable-source-maps", "dist/node/server.mjs"]
