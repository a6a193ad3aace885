import { useDeferredValue } from 'react';
import { useGetSimilarWinesQuery, useSelectedStore } from '@vinkompassen/shared-contracts';
import { ProductCard } from '../products/ProductCard';
import { StockDemoNote } from '../stores/StockBadge';
import { TEXTS } from '../texts';
import { useErrorBanner } from '../ui/hooks';
import { ErrorState, ProductCardSkeletons } from '../ui/states';

const SIMILAR_LIMIT = 6;

/** "Liknande viner": the wine's taste twins, each with its reason and, with a store chosen, its stock there. */
export function SimilarWines({ productId }: { productId: number }) {
  const store = useSelectedStore();
  const similar = useGetSimilarWinesQuery({ productId, site_id: store?.siteId, limit: SIMILAR_LIMIT });
  useErrorBanner(similar.error);
  // currentData: after a store change, no stock from the previous store.
  const current = similar.currentData;
  // The cards render in a deferred render, which React splits into short tasks: the data arrives through a store
  // subscription, whose updates render at once, in one long task on a slow phone. Until then, the skeleton.
  const deferred = useDeferredValue(current);
  const data = deferred === current ? current : undefined;

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
          <ProductCardSkeletons count={SIMILAR_LIMIT} withReasons />
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
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
