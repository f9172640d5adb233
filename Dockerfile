# syntax=docker/dockerfile:1
# node:24-bookworm-slim (Node 24.18.0), pinned by digest so a rebuild uses the same base. Digest as
# recorded for that tag in public deployment Dockerfiles of July 2026 (e.g. a deploy/api.Dockerfile
# pinning node:24-bookworm-slim@sha256:6f7b…452d, "24.18.0"); it could not be pulled where this was
# written. To move to a newer base: `docker buildx imagetools inspect node:24-bookworm-slim`.
ARG NODE_IMAGE=node:24-bookworm-slim@sha256:6f7b03f7c2c8e2e784dcf9295400527b9b1270fd37b7e9a7285cf83b6951452d

# Build stage: the compiled gateway and client. --ignore-scripts: the devDependency `node` (the
# Node binary npm scripts use on a developer's machine) would download ~120 MB in its preinstall
# for an image that has Node 24 already, and building needs no install script (esbuild and
# Rollup take their binaries from their optional platform packages).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

# Production dependencies only. --omit=optional leaves out node-gyp (sqlite3's optional compiler,
# with typescript the build-only packages `npm ls --omit=dev` showed: typescript comes as viem's
# optional peer) and the ws accelerators; sqlite3 installs its prebuilt binary, or compiles with
# npm's own node-gyp and the tools below when none matches the platform.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --omit=optional --no-audit --no-fund

# Runtime stage: compiled JavaScript and production node_modules, as the unprivileged `node` user.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=4000 \
    DATA_DIR=/data \
    CLIENT_DIST=/app/dist/client
WORKDIR /app
COPY --from=deps /app/package.json ./
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 4000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 4000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# The heap flags and the source-map switch are npm start's (package.json; docs/DECISIONS.md
# "Gateway memory").
CMD ["node", "--import=./dist/gateway/sourceMaps.js", "--max-semi-space-size=8", "--max-old-space-size=512", "dist/gateway/index.js"]
