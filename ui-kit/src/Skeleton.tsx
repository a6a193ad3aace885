import { TEXTS } from './texts';
import './skeleton.css';

export interface SkeletonProps {
  /** Text lines, the last of several shorter. */
  lines?: number;
  /** Card-shaped blocks in a grid below the lines. */
  cards?: number;
  /** What assistive technology hears; "Laddar …" by default. */
  label?: string;
}

/** Placeholder shapes while data loads; announced once as busy. */
export function Skeleton({ lines = 3, cards = 0, label = TEXTS.loading }: SkeletonProps) {
  return (
    <div className="vk-skeleton" role="status" aria-busy="true">
      <span className="vk-visually-hidden">{label}</span>
      {Array.from({ length: lines }, (_, i) => (
        <span key={`l${i}`} className={i > 0 && i === lines - 1 ? 'vk-skeleton__line vk-skeleton__line--short' : 'vk-skeleton__line'} />
      ))}
      {cards > 0 && (
        <span className="vk-skeleton__cards">
          {Array.from({ length: cards }, (_, i) => (
            <span key={`c${i}`} className="vk-skeleton__block" />
          ))}
        </span>
      )}
    </div>
  );
}
