import { TEXTS } from '../texts';

/** Placeholder shapes while data loads; announced once as "loading". */
export function Skeleton({ lines = 3, cards = 0 }: { lines?: number; cards?: number }) {
  return (
    <div className="soc-skeleton" role="status" aria-busy="true">
      <span className="vk-visually-hidden">{TEXTS.loading}</span>
      {Array.from({ length: lines }, (_, i) => (
        <span key={`l${i}`} className={`soc-skeleton__line${i === 0 ? ' soc-skeleton__line--title' : ''}`} />
      ))}
      {cards > 0 && (
        <span className="soc-skeleton__cards">
          {Array.from({ length: cards }, (_, i) => (
            <span key={`c${i}`} className="soc-skeleton__card" />
          ))}
        </span>
      )}
    </div>
  );
}
