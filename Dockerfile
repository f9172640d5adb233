# syntax=docker/dockerfile:1
# Build stage: the same npm scripts CI runs (npm install, npm run build).
FROM node:24-bookworm-slim AS build
WORKDIR /app
# sqlite3 (the cache store) compiles from source when no prebuilt binary matches.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm install
COPY . .
RUN npm run build && npm prune --omit=dev

# Runtime stage: compiled JavaScript only, as the unprivileged `node` user.
FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=4000 \
    DATA_DIR=/data \
    CLIENT_DIST=/app/dist/client
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
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
