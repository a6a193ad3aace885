import fp from 'fastify-plugin';
import { catalogOf, type CatalogReadModel } from '../features/catalog-read-model';
import { getFacetIndex } from '../features/products';
import { getSnapshot } from '../features/recommendation';
import { searchIndexes } from '../features/search';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalog read model of `deps.db` (features/catalog-read-model): one load per import, shared by every view. */
    catalog: CatalogReadModel;
  }
}

/**
 * `app.catalog`: the catalog read model. With Redis, a change announced in this process (the importer's
 * `catalogChanged`) is published, and one heard from another instance makes this one check the import stamp at
 * once instead of within the stamp's TTL (a new import loads the catalog afresh; nothing else does).
 */
export const catalogPlugin = fp(
  async (app) => {
    const catalog = catalogOf(app.deps.db);
    app.decorate('catalog', catalog);
    app.addHook('onClose', async () => catalog.release());
    app.shareChanges('catalog invalidation', 'vk-catalog', catalog, () => catalog.forgetStamp());
  },
  { name: 'vinkompassen-catalog', dependencies: ['vinkompassen-deps', 'vinkompassen-redis'] },
);

/** Loads the catalog and makes the views first requests need (search, facets, the engine's wines). */
export async function warmCatalog(app: { catalog: CatalogReadModel; deps: { db: Parameters<typeof searchIndexes>[0] } }): Promise<void> {
  const { db } = app.deps;
  try {
    await app.catalog.snapshot();
    await searchIndexes(db);
    await getFacetIndex(db);
    await getSnapshot(db);
  } catch (err) {
    console.error('[catalog] failed to load; retried on first use', err);
  }
}
