import type { RankedWine } from '@vinkompassen/shared-contracts/schemas';
import { useStoreStock, useTasteMatches, WineCardSkeleton } from '@vinkompassen/ui-kit';
import { RecommendedWine } from './RecommendedWine';
import './wines.css';

/** Ranked wines as an ordered list, with their stock at the selected store and their fit to the user's taste, one request each. */
export function WineList({ wines, label, headingLevel }: { wines: readonly RankedWine[]; label: string; headingLevel: 2 | 3 }) {
  const ids = wines.map((wine) => wine.product.id);
  const stock = useStoreStock(ids);
  const tasteFitOf = useTasteMatches(ids);
  return (
    <ol className="wf-wines" aria-label={label}>
      {wines.map((wine) => (
        <li key={wine.product.id}>
          <RecommendedWine wine={wine} headingLevel={headingLevel} stock={stock?.of(wine.product.id)} tasteFit={tasteFitOf?.(wine.product.id)} />
        </li>
      ))}
    </ol>
  );
}

/** Placeholder cards while the wines load; the words are for screen readers. */
export function WineListSkeleton({ label, count = 4 }: { label: string; count?: number }) {
  return (
    <div className="wf-wines vk-skeleton-pulse" role="status">
      <span className="vk-visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <WineCardSkeleton key={i} variant="ranked" lines={3} />
      ))}
    </div>
  );
}
