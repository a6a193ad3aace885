import { Link } from 'react-router-dom';
import { bus, origin, productPath } from '@vinkompassen/shared-contracts';
import type { RankedWine, TasteMatch } from '@vinkompassen/shared-contracts/schemas';
import { TasteFit, WineCard, type WineStock } from '@vinkompassen/ui-kit';
import { TEXTS } from '../texts';
import { StockStatus } from './StockStatus';
import { useLike } from './useLike';

interface RecommendedWineProps {
  wine: RankedWine;
  headingLevel: 2 | 3;
  /** Stock at the selected store, fetched for the whole list; absent without a store. */
  stock?: WineStock;
  /** "Passar din smak" for a logged-in user with enough signal, fetched for the whole list. */
  tasteFit?: TasteMatch;
}

/** One recommended wine: what it is, why it was picked and how sure the pick is, with actions. */
export function RecommendedWine({ wine, headingLevel, stock, tasteFit }: RecommendedWineProps) {
  const { product } = wine;
  const { liked, toggle } = useLike(product);
  const meta = [product.category, origin(product), product.vintage].filter(Boolean).join(' · ');
  // The short reason already sums up most reasons; list only what it leaves out (caveats).
  const shortReason = wine.reason.toLowerCase();
  const caveats = wine.reasons.filter((r) => !shortReason.includes(r.toLowerCase()) && r !== wine.note);

  return (
    <WineCard
      wine={product}
      href={productPath(product.slug)}
      linkAs={Link}
      variant="ranked"
      headingLevel={headingLevel}
      rank={{ position: wine.rank, label: TEXTS.wine.rank(wine.rank) }}
      details={meta}
      price={TEXTS.wine.price(product.price)}
      priceDetails={[product.volume_ml !== null && TEXTS.wine.volume(product.volume_ml)]}
      priceAside={product.is_organic && <span className="wf-wine__tag">{TEXTS.wine.organic}</span>}
    >
      <p className="wf-wine__reason">{wine.reason}</p>
      {caveats.length > 0 && (
        <ul className="wf-wine__caveats">
          {caveats.map((caveat) => (
            <li key={caveat}>{caveat}</li>
          ))}
        </ul>
      )}
      <p className="wf-wine__confidence" data-level={wine.confidence_label} title={TEXTS.wine.confidenceHelp}>
        <span className="wf-meter" aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
        {TEXTS.wine.confidence(wine.confidence_label)}
      </p>
      {wine.note && <p className="wf-wine__note">{wine.note}</p>}
      {tasteFit && <TasteFit percent={tasteFit.percent} reason={tasteFit.reason} />}
      {stock && <StockStatus stock={stock} />}
      <div className="wf-wine__actions">
        <button
          type="button"
          className="vk-button vk-button--small wf-like"
          aria-pressed={liked}
          aria-label={TEXTS.wine.likeLabel(product.name)}
          onClick={toggle}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2Z"
              fill={liked ? 'currentColor' : 'none'}
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
          </svg>
          {TEXTS.wine.like}
        </button>
        <button
          type="button"
          className="vk-button vk-button--small"
          aria-label={TEXTS.wine.addToListLabel(product.name)}
          onClick={() => bus.publish('list/add-requested', { productId: product.id })}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {TEXTS.wine.addToList}
        </button>
      </div>
    </WineCard>
  );
}
