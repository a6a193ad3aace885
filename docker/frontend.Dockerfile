# One image per front-end package (shell or a remote): build with --build-arg PACKAGE=mf-discovery etc.
FROM node:20-bookworm-slim AS build
ARG PACKAGE
WORKDIR /app
COPY package.json package-lock.json ./
COPY tooling/package.json tooling/
COPY shared-contracts/package.json shared-contracts/
COPY ui-kit/package.json ui-kit/
# The packages' devDependency on the test-kit: npm needs its manifest, not its code.
COPY test-kit/package.json test-kit/
COPY ${PACKAGE}/package.json ${PACKAGE}/
RUN npm ci --no-audit --no-fund --workspace tooling --workspace shared-contracts --workspace ui-kit --workspace ${PACKAGE} --include-workspace-root
COPY tsconfig.base.json ./
COPY tooling tooling
COPY shared-contracts shared-contracts
COPY ui-kit ui-kit
COPY ${PACKAGE} ${PACKAGE}
RUN cd ${PACKAGE} && NODE_ENV=production npx rspack build --config rspack.config.mjs --mode production

FROM node:20-bookworm-slim
ARG PACKAGE
ENV NODE_ENV=production PACKAGE=${PACKAGE} HOST=0.0.0.0
WORKDIR /app
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/tooling tooling
# The shell's server reads the registry of remotes (shared-contracts/src/federation/remoteModules.mjs).
COPY --from=build /app/shared-contracts shared-contracts
COPY --from=build /app/${PACKAGE} ${PACKAGE}
EXPOSE 8080
# The shell runs its own server (runtime config, CSP); a remote is static files behind vk-serve.
CMD ["sh", "-c", "if [ \"$PACKAGE\" = shell ]; then node shell/server/main.mjs; else node tooling/src/serve-cli.mjs --dir $PACKAGE/dist --port ${PORT:-8080}; fi"]
