import { useId, type ComponentType, type ReactNode } from 'react';
import type { ProductSummary } from '@vinkompassen/shared-contracts/schemas';
import { BottleImage } from './BottleImage';
import './skeleton.css';
import './wine-card.css';

/** The router's link (the kit knows no router): react-router's `Link` fits. */
export type WineCardLink = ComponentType<{ to: string; className?: string; children?: ReactNode }>;

/**
 * `tile`: a grid's card, the bottle beside the text on phones and above it on wide screens, the whole card a link;
 * `ranked`: a recommendation, larger, with room below for why it was picked; `compact`: a small bottle beside the
 * name, for a person's saved wines and lists.
 */
export type WineCardVariant = 'tile' | 'ranked' | 'compact';

export interface WineCardProps {
  wine: Pick<ProductSummary, 'slug' | 'name' | 'name_thin' | 'image_url' | 'thumbnail' | 'style'>;
  /** The wine page (with any query the remote adds, e.g. the list it was opened from). */
  href: string;
  linkAs: WineCardLink;
  variant?: WineCardVariant;
  headingLevel?: 2 | 3;
  /** Category, origin, vintage …: above the name on a tile, below it otherwise. */
  details?: string;
  /** The formatted price. */
  price: string;
  /** Shown after the price, each after a middle dot (volume, vintage). */
  priceDetails?: readonly (string | null | undefined | false)[];
  /** Beside the price: marks such as organic. */
  priceAside?: ReactNode;
  /** A place in a ranked list, with its words for screen readers ('Plats 1'). */
  rank?: { position: number; label: string };
  /** Between the name and the price (producer, the reason it is suggested …). */
  summary?: ReactNode;
  /** Below the price: stock, actions, reasons; on a `ranked` card it spans the card's width on phones. */
  children?: ReactNode;
  /** The bottle image's text; empty (decorative) by default since the name is beside it. */
  imageAlt?: string;
}

/**
 * A wine as a card, the same in every remote: bottle, name (a link to the wine page), details and price; what a
 * remote adds (reasons, stock, taste fit, buttons) comes in as `summary`, `priceAside` and `children`, and its
 * controls sit above the card's stretched link.
 */
export function WineCard({
  wine,
  href,
  linkAs: Link,
  variant = 'tile',
  headingLevel = 3,
  details,
  price,
  priceDetails = [],
  priceAside,
  rank,
  summary,
  children,
  imageAlt,
}: WineCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const detailsLine = details ? <p className="vk-wine-card__details">{details}</p> : null;
  const shownPriceDetails = priceDetails.filter((detail): detail is string => Boolean(detail));
  return (
    <article className={`vk-wine-card vk-wine-card--${variant}`} data-product={wine.slug} aria-labelledby={titleId}>
      {rank && (
        // A drawn badge named 'Plats 1' (a plain span may not carry a name in valid HTML).
        <span className="vk-wine-card__rank" role="img" aria-label={rank.label}>
          {rank.position}
        </span>
      )}
      <div className="vk-wine-card__image">
        <BottleImage key={wine.image_url} src={wine.image_url} thumbnail={wine.thumbnail} wineStyle={wine.style} alt={imageAlt} />
      </div>
      <div className="vk-wine-card__head">
        {variant === 'tile' && detailsLine}
        <Heading id={titleId} className="vk-wine-card__name">
          <Link to={href} className="vk-wine-card__link">
            {wine.name}
            {wine.name_thin && (
              <>
                {' '}
                <span className="vk-wine-card__thin">{wine.name_thin}</span>
              </>
            )}
          </Link>
        </Heading>
        {variant !== 'tile' && detailsLine}
        {summary}
        <div className="vk-wine-card__footer">
          <p className="vk-wine-card__price">
            {price}
            {shownPriceDetails.map((detail) => (
              <span key={detail} className="vk-wine-card__price-detail">
                {' · '}
                {detail}
              </span>
            ))}
          </p>
          {priceAside}
        </div>
      </div>
      {children && <div className="vk-wine-card__more">{children}</div>}
    </article>
  );
}

/** A placeholder of a card's size while the wines load (hidden from screen readers: the caller says it is loading). */
export function WineCardSkeleton({ variant = 'tile', lines }: { variant?: WineCardVariant; lines: number }) {
  return (
    <div className={`vk-wine-card vk-wine-card--${variant}`} aria-hidden="true">
      <span className="vk-wine-card__image" />
      <span className="vk-wine-card__head">
        {Array.from({ length: lines }, (_, line) => (
          <span key={line} className={line % 3 === 2 ? 'vk-skeleton__line vk-skeleton__line--short' : 'vk-skeleton__line'} />
        ))}
      </span>
    </div>
  );
}
