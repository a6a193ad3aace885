import { Fragment, type ReactNode } from 'react';
import { WineCardSkeleton } from '@vinkompassen/ui-kit';
import { TEXTS } from '../texts';

/** A loading grid: announced once as loading, `count` copies of `card` hidden from assistive technology. */
function SkeletonGrid({ className, count, card }: { className: string; count: number; card: ReactNode }) {
  return (
    <div className={`${className} vk-skeleton-pulse`} role="status" aria-busy="true">
      <span className="vk-visually-hidden">{TEXTS.common.loading}</span>
      {Array.from({ length: count }, (_, i) => (
        <Fragment key={i}>{card}</Fragment>
      ))}
    </div>
  );
}

/** Card-shaped placeholders for a grid of lists or dishes, in the ui-kit's skeleton shapes. */
export function CardSkeletons({ count = 4 }: { count?: number }) {
  const card = (
    <div className="disc-card disc-card--skeleton" aria-hidden="true">
      <span className="vk-skeleton__block" />
      <span className="vk-skeleton__line" />
      <span className="vk-skeleton__line vk-skeleton__line--short" />
    </div>
  );
  return <SkeletonGrid className="disc-grid" count={count} card={card} />;
}

/**
 * Placeholders in the shape of product cards (image, and lines for the text: more where each card gives its reason),
 * in the product grid's columns: the page below keeps its place when the wines arrive.
 */
export function ProductCardSkeletons({ count, withReasons = false }: { count: number; withReasons?: boolean }) {
  // A skeleton line and the card body's gap (20 px) stand for a line of card text (~22 px).
  const lines = withReasons ? 16 : 7;
  const card = <WineCardSkeleton lines={lines} />;
  return <SkeletonGrid className="disc-grid disc-grid--products" count={count} card={card} />;
}
