import { TEXTS } from '../texts';
import './taste.css';

const SEGMENTS = 12;
const CENTER = 24;
const RADIUS = 22;

/** One pie wedge of the clock, clockwise from 12 o'clock. */
function wedge(index: number): string {
  const angle = (i: number) => ((i * 360) / SEGMENTS - 90) * (Math.PI / 180);
  const point = (a: number) => `${(CENTER + RADIUS * Math.cos(a)).toFixed(2)} ${(CENTER + RADIUS * Math.sin(a)).toFixed(2)}`;
  return `M${CENTER} ${CENTER}L${point(angle(index))}A${RADIUS} ${RADIUS} 0 0 1 ${point(angle(index + 1))}Z`;
}

const WEDGES = Array.from({ length: SEGMENTS }, (_, i) => wedge(i));

interface TasteClockProps {
  label: string;
  /** 1–12, or null when Systembolaget has not measured it. */
  value: number | null;
  size?: 'small' | 'large';
}

/** Systembolaget-style taste clock: twelve wedges filled clockwise up to the value, the value in the middle. */
export function TasteClock({ label, value, size = 'large' }: TasteClockProps) {
  const measured = value !== null && value > 0;
  const name = measured ? TEXTS.clocks.value(label, value) : TEXTS.clocks.notMeasured(label);
  return (
    <figure className={`disc-clock disc-clock--${size}${measured ? '' : ' disc-clock--unmeasured'}`}>
      <svg viewBox="0 0 48 48" role="img" aria-label={name}>
        {WEDGES.map((d, i) => (
          <path key={i} d={d} className={measured && i < value ? 'disc-clock__on' : 'disc-clock__off'} data-on={measured && i < value} />
        ))}
        <circle cx={CENTER} cy={CENTER} r={9.5} className="disc-clock__hub" />
        <text x={CENTER} y={CENTER} className="disc-clock__value" textAnchor="middle" dominantBaseline="central" aria-hidden="true">
          {measured ? value : '–'}
        </text>
      </svg>
      <figcaption aria-hidden="true">
        <span className="disc-clock__label">{label}</span>
        {!measured && size === 'large' && <span className="disc-clock__note">{TEXTS.clocks.notMeasuredShort}</span>}
      </figcaption>
    </figure>
  );
}
