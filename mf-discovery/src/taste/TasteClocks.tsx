import type { TasteClocks as Clocks, WineStyle } from '@vinkompassen/shared-contracts/schemas';
import { TEXTS } from '../texts';
import { TasteClock } from './TasteClock';

type ClockKey = keyof Clocks;

/**
 * The clocks that tell wines of a style apart (as Systembolaget shows them): reds are told by
 * body, roughness and fruit acid; whites, rosés and sparkling wines by body, fruit acid and sweetness.
 */
export function clocksFor(style: WineStyle, clocks: Clocks): ClockKey[] {
  if (style === 'red') return ['body', 'roughness', 'fruitacid'];
  if (style === 'other') {
    const measured = (['body', 'roughness', 'fruitacid', 'sweetness'] as const).filter((k) => clocks[k] !== null);
    return measured.length ? measured : ['body', 'fruitacid', 'sweetness'];
  }
  return ['body', 'fruitacid', 'sweetness'];
}

interface TasteClocksProps {
  clocks: Clocks;
  style: WineStyle;
  size?: 'small' | 'large';
}

/** The wine's taste clocks; a note instead when none of them is measured. */
export function TasteClocks({ clocks, style, size = 'large' }: TasteClocksProps) {
  const keys = clocksFor(style, clocks);
  if (keys.every((k) => clocks[k] === null)) {
    return size === 'large' ? <p className="disc-muted">{TEXTS.clocks.noneMeasured}</p> : null;
  }
  return (
    <div className={`disc-clocks disc-clocks--${size}`}>
      {keys.map((key) => (
        <TasteClock key={key} label={TEXTS.clocks[key]} value={clocks[key]} size={size} />
      ))}
    </div>
  );
}
