FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared-contracts/package.json shared-contracts/
COPY api/package.json api/
RUN npm ci --no-audit --no-fund --workspace shared-contracts --workspace api --include-workspace-root
COPY tsconfig.base.json ./
COPY shared-contracts shared-contracts
COPY api api
RUN cd api && node build.mjs && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0
WORKDIR /app
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/api/node_modules api/node_modules
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/api/migrations api/migrations
COPY --from=build /app/api/seed api/seed
# The catalog the repository carries (gzipped dump and stores); the first start migrates and imports it. A newer dump:
# mount its folder and point SHARED_DATA_DIR at it.
COPY --from=build /app/api/data api/data
COPY --from=build /app/api/package.json api/package.json
EXPOSE 8000
# With the V8 flags of api/package.json's config.nodeFlags (the old generation capped: see api/README.md).
CMD ["sh", "-c", "exec node $(node -p \"require('./api/package.json').config.nodeFlags\") api/dist/main.js"]
