import { Link } from 'react-router-dom';
import { dishPath } from '@vinkompassen/shared-contracts';
import type { FoodTag } from '@vinkompassen/shared-contracts/schemas';
import { TEXTS } from '../texts';
import './taste.css';
import { FoodIcon } from './foodIcons';

interface FoodSymbolsProps {
  tags: FoodTag[];
  /** Compact: icons only (names for screen readers and as tooltips); full: icons with names, linking to the dish. */
  variant?: 'compact' | 'full';
  /** Highlighted symbol, e.g. the dish being shown. */
  highlight?: string;
}

/** Systembolaget's food symbols ("passar till") as round badges. */
export function FoodSymbols({ tags, variant = 'compact', highlight }: FoodSymbolsProps) {
  if (!tags.length) return null;
  return (
    <ul className={`disc-symbols disc-symbols--${variant}`} aria-label={TEXTS.card.foodLabel}>
      {tags.map((tag) => (
        <li key={tag.slug} className={tag.slug === highlight ? 'disc-symbol disc-symbol--highlight' : 'disc-symbol'} data-food={tag.slug}>
          {variant === 'full' ? (
            <Link to={dishPath(tag.slug)} className="disc-symbol__link">
              <span className="disc-symbol__icon">
                <FoodIcon slug={tag.slug} />
              </span>
              <span className="disc-symbol__name">{tag.name}</span>
            </Link>
          ) : (
            <span className="disc-symbol__icon" title={tag.name}>
              <FoodIcon slug={tag.slug} />
              <span className="vk-visually-hidden">{tag.name}</span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
