import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatPrice, formatVolume, productPath, STOCK_BATCH_MAX, type SelectedStore, isFixedRange, origin } from '@vinkompassen/shared-contracts';
import type { ProductSummary, StockSource, TasteMatch, WinefinderConfidence } from '@vinkompassen/shared-contracts/schemas';
import { TasteFit, WineCard, type TasteMatchOf, useStoreStock, useTasteMatches, type WineStock } from '@vinkompassen/ui-kit';
import { InStoreTwinOnRequest, StockBadge, StockDemoNote } from '../stores';
import { FoodSymbols } from '../taste';
import { TEXTS } from '../texts';
import './wine-cards.css';

/** Link to a wine page, remembering the list it was opened from. */
export function productHref(slug: string, sourceList?: string): string {
  return sourceList ? `${productPath(slug)}?source_list=${encodeURIComponent(sourceList)}` : productPath(slug);
}

interface ProductCardProps {
  product: ProductSummary;
  /** Slug of the list the card is shown in (sent as source_list). */
  sourceList?: string;
  /** Position in a ranked list. */
  rank?: number;
  /** Why the wine is suggested, e.g. 'Passar till fisk, frisk syra, 129 kr'. */
  reason?: string;
  /** Food symbol to highlight (on a dish page). */
  highlightFood?: string;
  /** Every reason and caveat of a ranked wine, shown under "Varför?". */
  reasons?: readonly string[];
  /** How sure the engine is of a ranked wine ('hög', 'medel', 'låg'). */
  confidence?: WinefinderConfidence;
  /** A caveat of a ranked wine (e.g. not in the fixed range). */
  note?: string | null;
  headingLevel?: 2 | 3;
  /** Shelf stock in the user's store, fetched for the whole grid (nothing shown without it). */
  stock?: { inStock: boolean; store: SelectedStore };
  /** Out of stock: offer "Visa liknande i lager" (the in-stock twin, asked for when pressed). Default true. */
  offerTwin?: boolean;
  /** "Passar din smak" for a logged-in user with enough signal, fetched for the whole grid. */
  tasteFit?: TasteMatch;
}

const CONFIDENCE_LEVEL: Record<WinefinderConfidence, string> = { hög: 'high', medel: 'medium', låg: 'low' };

/** A wine in a grid (ui-kit's card): origin, price, food symbols, marks, why it is suggested and stock in the user's store. */
export function ProductCard({
  product,
  sourceList,
  rank,
  reason,
  reasons,
  confidence,
  note,
  highlightFood,
  headingLevel = 3,
  stock,
  offerTwin = true,
  tasteFit,
}: ProductCardProps) {
  const volume = product.volume_ml && product.volume_ml !== 750 ? formatVolume(product.volume_ml) : null;
  return (
    <WineCard
      wine={product}
      href={productHref(product.slug, sourceList)}
      linkAs={Link}
      headingLevel={headingLevel}
      rank={rank === undefined ? undefined : { position: rank, label: TEXTS.card.rank(rank) }}
      // Systembolaget's own category ('Starkvin' for port and sherry), else the style's name.
      details={[product.category ?? TEXTS.styles[product.style], origin(product)].filter(Boolean).join(' · ')}
      price={formatPrice(product.price)}
      priceDetails={[volume, product.vintage]}
      priceAside={<WineMarks product={product} />}
      summary={
        <>
          {product.producer && product.producer.name !== product.name && <p className="disc-product-card__producer">{product.producer.name}</p>}
          {reason && <p className="disc-product-card__reason">{reason}</p>}
          {confidence && (
            <p className={`disc-confidence disc-confidence--${CONFIDENCE_LEVEL[confidence]}`}>
              <span className="disc-confidence__bars" aria-hidden="true">
                <span />
                <span />
                <span />
              </span>
              {TEXTS.ranked.confidence(confidence)}
            </p>
          )}
          {reasons && (confidence || reasons.some((r) => r !== reason)) && (
            <details className="disc-why">
              <summary>{TEXTS.ranked.why}</summary>
              <ul>
                {reasons.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
              {note && <p className="disc-why__note">{note}</p>}
              {confidence && <p className="disc-muted disc-why__note">{TEXTS.ranked.confidenceNote}</p>}
            </details>
          )}
          {tasteFit && <TasteFit percent={tasteFit.percent} reason={tasteFit.reason} />}
          <FoodSymbols tags={product.food_tags} highlight={highlightFood} />
        </>
      }
    >
      {stock && <StockBadge inStock={stock.inStock} storeName={stock.store.name} />}
      {stock && !stock.inStock && offerTwin && <InStoreTwinOnRequest productId={product.id} store={stock.store} />}
    </WineCard>
  );
}

/** Organic, news and assortment marks (wines outside the fixed range are marked as such). */
export function WineMarks({ product }: { product: ProductSummary }) {
  const fixed = isFixedRange(product);
  if (!product.is_organic && !product.is_news && fixed) return null;
  return (
    <ul className="disc-tags" aria-label={TEXTS.card.marks}>
      {product.is_organic && <li className="disc-tag disc-tag--organic">{TEXTS.card.organic}</li>}
      {product.is_news && <li className="disc-tag">{TEXTS.card.news}</li>}
      {!fixed && (
        <li className="disc-tag disc-tag--muted" title={TEXTS.common.notFixedRange}>
          {product.assortment_text ?? TEXTS.common.notFixedRange}
        </li>
      )}
    </ul>
  );
}

export interface GridItem {
  product: ProductSummary;
  reason?: string;
  reasons?: readonly string[];
  confidence?: WinefinderConfidence;
  note?: string | null;
}

interface ProductGridProps {
  items: GridItem[];
  label?: string;
  sourceList?: string;
  /** Number the wines 1, 2, 3 … (top lists). */
  ranked?: boolean;
  /** Rank of the first item when a ranked grid is paginated. */
  firstRank?: number;
  highlightFood?: string;
  headingLevel?: 2 | 3;
  /**
   * Size of the pages the items arrive in (infinite scroll): stock is fetched with one request per page, so
   * loading a page never refetches the earlier ones. Default: one request for the grid.
   */
  pageSize?: number;
}

type CardOptions = Omit<ProductGridProps, 'items' | 'label' | 'pageSize'>;
type ReportSource = (page: number, source: StockSource | null, storeName?: string) => void;

/**
 * Wines in a responsive grid (one column on phones). With a store chosen every card says whether the wine is on
 * the shelf there, and a note above the grid says once that the stock is demo data. A logged-in user with enough
 * signal sees on each card how well the wine fits their taste (one request for the grid).
 */
export function ProductGrid({ items, label, pageSize = STOCK_BATCH_MAX, ...options }: ProductGridProps) {
  const size = Math.min(pageSize, STOCK_BATCH_MAX);
  const pages = Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
  // Each page of cards has its own stock answer; the note shows when any of them is demo data.
  const [sources, setSources] = useState<Record<number, { source: StockSource; storeName: string } | undefined>>({});
  const report = useCallback<ReportSource>((page, source, storeName = '') => {
    setSources((current) => {
      const known = current[page];
      if (source === null) return known ? { ...current, [page]: undefined } : current;
      if (known?.source === source && known.storeName === storeName) return current;
      return { ...current, [page]: { source, storeName } };
    });
  }, []);
  const demo = Object.values(sources).find((s) => s?.source === 'demo');
  const tasteFitOf = useTasteMatches(items.map((item) => item.product.id));
  return (
    <div className="disc-product-grid">
      {demo && <StockDemoNote storeName={demo.storeName} />}
      <ul className="disc-grid disc-grid--products" aria-label={label}>
        {pages.map((page, i) => (
          <GridPage key={i} index={i} items={page} offset={i * size} onStockSource={report} tasteFitOf={tasteFitOf} {...options} />
        ))}
      </ul>
    </div>
  );
}

interface GridPageProps extends CardOptions {
  items: GridItem[];
  index: number;
  offset: number;
  onStockSource: ReportSource;
  tasteFitOf: TasteMatchOf | null;
}

const isOnShelf = (stock: WineStock): boolean => !stock.loading && stock.quantity > 0;

/** One page of a grid's cards with the stock of all of them from one request. */
function GridPage({ items, index, offset, onStockSource, tasteFitOf, sourceList, ranked, firstRank = 1, highlightFood, headingLevel }: GridPageProps) {
  const stock = useStoreStock(items.map((item) => item.product.id));
  // Badges and the demo note wait for the answer: never the previous store's stock meanwhile.
  const shown = stock && !stock.loading ? stock : null;
  const source: StockSource | null = shown ? (shown.demo ? 'demo' : 'feed') : null;
  const storeName = shown?.store.name;
  useEffect(() => onStockSource(index, source, storeName), [onStockSource, index, source, storeName]);
  useEffect(() => () => onStockSource(index, null), [onStockSource, index]);
  return (
    <>
      {items.map(({ product, reason, reasons, confidence, note }, i) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            sourceList={sourceList}
            rank={ranked ? firstRank + offset + i : undefined}
            reason={reason}
            reasons={reasons}
            confidence={confidence}
            note={note}
            highlightFood={highlightFood}
            headingLevel={headingLevel}
            stock={shown ? { inStock: isOnShelf(shown.of(product.id)), store: shown.store } : undefined}
            tasteFit={tasteFitOf?.(product.id)}
          />
        </li>
      ))}
    </>
  );
}
