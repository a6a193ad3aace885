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
COPY docker/releases.mjs docker/
# A remote's build and its release id in one step: a new build is a new release, a cached one keeps its id.
RUN cd ${PACKAGE} && NODE_ENV=production npx rspack build --config rspack.config.mjs --mode production \
  && if [ "${PACKAGE}" != shell ]; then node ../docker/releases.mjs stamp; fi

FROM node:20-bookworm-slim
ARG PACKAGE
ENV NODE_ENV=production PACKAGE=${PACKAGE} HOST=0.0.0.0
WORKDIR /app
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/tooling tooling
# The shell's server reads the registry of remotes (shared-contracts/src/federation/remoteModules.mjs).
COPY --from=build /app/shared-contracts shared-contracts
COPY --from=build /app/${PACKAGE} ${PACKAGE}
COPY --from=build /app/docker docker
EXPOSE 8080
# The shell runs its own server (runtime config, CSP). A remote first adds its build as a release to RELEASES_DIR
# (the compose `releases` volume), then is static files behind vk-serve: its dist/, and every release there at
# /releases/<id>/.
CMD ["sh", "-c", "if [ \"$PACKAGE\" = shell ]; then exec node shell/server/main.mjs; else node docker/releases.mjs add && exec node tooling/src/serve-cli.mjs --dir $PACKAGE/dist --port ${PORT:-8080}; fi"]
