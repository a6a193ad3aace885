import { useDeferredValue } from 'react';
import { SIMILAR_WINES_LIMIT, useSelectedStore } from '@vinkompassen/shared-contracts';
import { similarWinesQueryArgs } from '../ui/pageQueries';
import { ErrorState, useTasteMatches } from '@vinkompassen/ui-kit';
import { ProductCard } from '../wine-cards';
import { StockDemoNote } from '../stores';
import { TEXTS } from '../texts';
import { useErrorBanner } from '../ui/hooks';
import { ProductCardSkeletons } from '../ui/states';
import { discoveryApi, useGetSimilarWinesQuery } from '../ui/discoveryApi';

/** "Liknande viner": the wine's taste twins, each with its reason and, with a store chosen, its stock there. */
export function SimilarWines({ productId }: { productId: number }) {
  const store = useSelectedStore();
  const similar = useGetSimilarWinesQuery(similarWinesQueryArgs(productId, store?.siteId));
  // The twins without stock (as the server rendered them) stand in while a chosen store's answer loads: the cards
  // stay instead of turning back into placeholders. Never another store's answer: it would show that store's stock.
  const stockFree = discoveryApi.endpoints.getSimilarWines.useQueryState(similarWinesQueryArgs(productId), { skip: !store }).data;
  useErrorBanner(similar.error);
  const current = similar.currentData ?? stockFree;
  // The cards render in a deferred render, which React splits into short tasks: the data arrives through a store
  // subscription, whose updates render at once, in one long task on a slow phone. Until then, what was shown.
  const deferred = useDeferredValue(current);
  const data = deferred === current || (deferred !== undefined && deferred === stockFree) ? deferred : undefined;
  const tasteFitOf = useTasteMatches(data?.results.map((twin) => twin.product.id) ?? []);

  return (
    <section className="disc-section disc-section--wide disc-similar" aria-labelledby="product-similar" aria-busy={similar.isFetching}>
      <h2 id="product-similar" className="disc-section__title">
        {TEXTS.similar.heading}
      </h2>
      {similar.isError ? (
        <ErrorState onRetry={() => void similar.refetch()} />
      ) : !data ? (
        <>
          <p className="disc-muted">{TEXTS.similar.intro}</p>
          <ProductCardSkeletons count={SIMILAR_WINES_LIMIT} withReasons />
        </>
      ) : data.results.length === 0 ? (
        <p className="disc-muted">{TEXTS.similar.none}</p>
      ) : (
        <>
          <p className="disc-muted">{TEXTS.similar.intro}</p>
          {store && data.stock_source === 'demo' && <StockDemoNote storeName={store.name} />}
          <ul className="disc-grid disc-grid--products" aria-labelledby="product-similar">
            {data.results.map((twin) => (
              <li key={twin.product.id}>
                <ProductCard
                  product={twin.product}
                  reason={twin.reason}
                  reasons={twin.reasons}
                  stock={store && twin.quantity !== null ? { inStock: twin.quantity > 0, store } : undefined}
                  // The wine page itself offers the twin on the shelf; no second offer per card.
                  offerTwin={false}
                  tasteFit={tasteFitOf?.(twin.product.id)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
