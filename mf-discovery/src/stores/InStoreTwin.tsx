import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatPrice, productPath, type SelectedStore, fullName } from '@vinkompassen/shared-contracts';
import { ErrorState } from '@vinkompassen/ui-kit';
import { TEXTS } from '../texts';
import { useErrorBanner } from '../ui/hooks';
import './stores.css';
import { useGetSimilarWinesQuery } from '../ui/discoveryApi';

interface InStoreTwinProps {
  productId: number;
  store: SelectedStore;
}

/**
 * The nearest taste twin of a wine that is on the shelf in the user's store (GET …/similar/?in_stock=true&limit=1),
 * as a link with its reason; says so plainly when there is none.
 */
export function InStoreTwin({ productId, store }: InStoreTwinProps) {
  const twin = useGetSimilarWinesQuery({ productId, site_id: store.siteId, in_stock: true, limit: 1 });
  useErrorBanner(twin.error);
  // currentData: after a store change, never the previous store's wine.
  const data = twin.currentData;
  const found = data?.results[0];

  return (
    <div className="disc-twin-offer" aria-live="polite" aria-busy={twin.isFetching}>
      {twin.isError ? (
        <ErrorState onRetry={() => void twin.refetch()} />
      ) : !data ? (
        <p className="disc-muted">{TEXTS.similar.looking}</p>
      ) : !found ? (
        <p className="disc-muted" data-testid="twin-none">
          {TEXTS.similar.noneInStore(store.name)}
        </p>
      ) : (
        <>
          <p className="disc-twin-offer__wine" data-testid="twin-offer">
            {TEXTS.similar.inYourStore}{' '}
            <Link to={productPath(found.product.slug)} className="disc-twin-offer__link">
              {fullName(found.product)}
            </Link>
            , {formatPrice(found.product.price)}
          </p>
          <p className="disc-twin-offer__reason">{found.reason}</p>
        </>
      )}
    </div>
  );
}

/**
 * "Visa liknande i lager" on a card of a wine that is not on the shelf: asks for the in-stock twin only when
 * pressed, so a grid never sends one request per card.
 */
export function InStoreTwinOnRequest({ productId, store }: InStoreTwinProps) {
  const [open, setOpen] = useState(false);
  const answer = useRef<HTMLDivElement>(null);
  // The button goes away: focus moves to where the answer appears instead of being lost.
  useEffect(() => {
    if (open) answer.current?.focus();
  }, [open]);

  if (!open) {
    return (
      <button type="button" className="vk-link-button disc-twin-button" onClick={() => setOpen(true)}>
        {TEXTS.similar.showInStock}
      </button>
    );
  }
  return (
    <div ref={answer} tabIndex={-1} className="disc-twin-answer">
      <InStoreTwin productId={productId} store={store} />
    </div>
  );
}
