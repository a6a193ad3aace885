import { TEXTS } from '../texts';

/** Placeholder rows while data loads; announced once as "Laddar …". */
export function Skeleton({ rows = 3, variant = 'row' }: { rows?: number; variant?: 'row' | 'card' }) {
  return (
    <div className={`acc-skeleton acc-skeleton--${variant}`} role="status" aria-busy="true">
      <span className="vk-visually-hidden">{TEXTS.profile.loading}</span>
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className="acc-skeleton__item" />
      ))}
    </div>
  );
}
