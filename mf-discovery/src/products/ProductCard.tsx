import { Link } from 'react-router-dom';
import { productPath } from '@vinkompassen/shared-contracts';
import type { ProductSummary } from '@vinkompassen/shared-contracts/schemas';
import { StockBadge } from '../stores/StockBadge';
import { FoodSymbols } from '../taste/FoodSymbols';
import { TEXTS } from '../texts';
import { formatPrice, formatVolume, isFixedRange, origin } from './format';
import { ProductImage } from './ProductImage';
import './products.css';

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
  headingLevel?: 2 | 3;
}

/** A wine in a grid: image, name, origin, price, food symbols, marks and stock in the user's store. */
export function ProductCard({ product, sourceList, rank, reason, highlightFood, headingLevel = 3 }: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  const volume = product.volume_ml && product.volume_ml !== 750 ? formatVolume(product.volume_ml) : null;
  return (
    <article className="disc-card disc-product-card" data-product={product.slug}>
      {rank !== undefined && (
        <span className="disc-product-card__rank" aria-label={TEXTS.card.rank(rank)}>
          {rank}
        </span>
      )}
      <div className="disc-product-card__image">
        <ProductImage key={product.image_url} src={product.image_url} style={product.style} />
      </div>
      <div className="disc-product-card__body">
        <p className="disc-eyebrow">{[TEXTS.styles[product.style], origin(product)].filter(Boolean).join(' · ')}</p>
        <Heading className="disc-product-card__name">
          <Link to={productHref(product.slug, sourceList)} className="disc-stretched-link">
            {product.name}
            {product.name_thin && (
              <>
                {' '}
                <span className="disc-product-card__thin">{product.name_thin}</span>
              </>
            )}
          </Link>
        </Heading>
        {product.producer && product.producer.name !== product.name && (
          <p className="disc-product-card__producer">{product.producer.name}</p>
        )}
        {reason && <p className="disc-product-card__reason">{reason}</p>}
        <FoodSymbols tags={product.food_tags} highlight={highlightFood} />
        <div className="disc-product-card__footer">
          <p className="disc-price">
            {formatPrice(product.price)}
            {volume && <span className="disc-price__volume"> · {volume}</span>}
            {product.vintage && <span className="disc-price__volume"> · {product.vintage}</span>}
          </p>
          <WineMarks product={product} />
        </div>
        <StockBadge productId={product.id} />
      </div>
    </article>
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
}

/** Wines in a responsive grid (one column on phones). */
export function ProductGrid({ items, label, sourceList, ranked, firstRank = 1, highlightFood, headingLevel }: ProductGridProps) {
  return (
    <ul className="disc-grid disc-grid--products" aria-label={label}>
      {items.map(({ product, reason }, i) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            sourceList={sourceList}
            rank={ranked ? firstRank + i : undefined}
            reason={reason}
            highlightFood={highlightFood}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
