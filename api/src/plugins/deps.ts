import fp from 'fastify-plugin';
import type { ApiConfig } from '../config';
import type { Database } from '../db/client';

/** What every route and plugin reads through `app.deps`: the database and the configuration. */
export interface AppDeps {
  db: Database;
  dbKind: 'pglite' | 'postgres';
  config: ApiConfig;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/** Decorates the root instance with `deps`, so tests and main.ts choose the database. */
export const depsPlugin = fp<{ deps: AppDeps }>(
  async (app, opts) => {
    app.decorate('deps', opts.deps);
  },
  { name: 'vinkompassen-deps' },
);
