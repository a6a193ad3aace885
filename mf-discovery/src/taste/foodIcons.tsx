import type { ReactElement } from 'react';
import './taste.css';

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.6, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** Line drawings of Systembolaget's food symbols, keyed by food tag slug. */
const ICONS: Record<string, ReactElement> = {
  fisk: (
    <g {...stroke}>
      <path d="M5 12c2.5-3.5 6-5 9.5-5S19.5 9 21 12c-1.5 3-4.5 5-6.5 5S7.5 15.5 5 12z" />
      <path d="M5 12 2 8.5v7z" />
      <circle cx="16.5" cy="11" r=".6" fill="currentColor" />
    </g>
  ),
  skaldjur: (
    <g {...stroke}>
      <path d="M6 8c5-2.5 12-.5 13 5.5.5 3.5-2 5.5-4.5 5.5-2.5 0-4-1.5-4-3.5 0-1.5 1-2.5 2.5-2.5" />
      <path d="M6 8 3 4.5M6 8 2.5 9M12 7.2l-1.2 3.5M16 9l-2.2 2.6" />
    </g>
  ),
  flask: (
    <g {...stroke}>
      <circle cx="12" cy="13" r="7" />
      <ellipse cx="12" cy="15" rx="2.6" ry="1.8" />
      <path d="M6.8 8.2 5.5 4.5l3.8 1.8M17.2 8.2l1.3-3.7-3.8 1.8" />
      <circle cx="9.5" cy="11" r=".5" fill="currentColor" />
      <circle cx="14.5" cy="11" r=".5" fill="currentColor" />
    </g>
  ),
  not: (
    <g {...stroke}>
      <path d="M7.5 8h9v6.5a4.5 4.5 0 0 1-9 0z" />
      <ellipse cx="12" cy="16.5" rx="3.3" ry="2.3" />
      <path d="M7.5 8C5.5 8 3.5 6.5 3.5 4.5M16.5 8c2 0 4-1.5 4-3.5M7.5 9.5 4.5 11M16.5 9.5l3 1.5" />
    </g>
  ),
  lamm: (
    <g {...stroke}>
      <path d="M7 9.5a2.8 2.8 0 0 1 5-2.5 2.8 2.8 0 0 1 5 2.5 2.8 2.8 0 0 1 0 5 2.8 2.8 0 0 1-5 2.5 2.8 2.8 0 0 1-5-2.5 2.8 2.8 0 0 1 0-5z" />
      <ellipse cx="12" cy="12.5" rx="2" ry="3" />
      <path d="M12 19v2" />
    </g>
  ),
  vilt: (
    <g {...stroke}>
      <path d="M9.5 11h5l-1 8.5h-3z" />
      <path d="M9.5 11 6 7M6 7 3.5 7.5M6 7l-.7-3.5M14.5 11 18 7M18 7l2.5.5M18 7l.7-3.5" />
    </g>
  ),
  fagel: (
    <g {...stroke}>
      <path d="M5 14c0-4 3-7 7-7 2 0 3.6 1 4.6 2.6L20 9.5l-3 1.8c.2 4.2-3 7.7-7.5 7.7C6.8 19 5 17 5 14z" />
      <path d="M8 14.5c2 1 4 1 6-1" />
      <circle cx="14.5" cy="10" r=".6" fill="currentColor" />
    </g>
  ),
  gronsaker: (
    <g {...stroke}>
      <path d="M5 19C5 10.5 10 5 19 5c0 9-5.5 14-14 14z" />
      <path d="M5 19 14 10" />
    </g>
  ),
  ost: (
    <g {...stroke}>
      <path d="M3 16.5 14 7.5l7 5v6H3z" />
      <path d="M3 16.5h18" />
      <circle cx="15" cy="12.5" r="1.1" />
      <circle cx="10.5" cy="14.3" r=".8" />
    </g>
  ),
  kryddstarkt: (
    <g {...stroke}>
      <path d="M8 8c-1.3 6.5 3 11.5 11.5 12.5-5.5-3-6.5-7.5-5.3-11.7C12.5 7.3 10 7 8 8z" />
      <path d="M10 7.4c0-2 1.2-3.4 3-3.4" />
    </g>
  ),
  asiatiskt: (
    <g {...stroke}>
      <path d="M3 12h18a9 9 0 0 1-18 0z" />
      <path d="M9 20.5h6M12.5 10.5 19 3.5M15.5 10.5l5.5-5" />
    </g>
  ),
  aperitif: (
    <g {...stroke}>
      <path d="M4 5h16l-8 8.5z" />
      <path d="M12 13.5V20M8.5 20h7" />
      <circle cx="10" cy="7.8" r="1.2" />
    </g>
  ),
  sallskapsdryck: (
    <g {...stroke}>
      <path d="M4.5 4h5l-.4 4.5a2.1 2.1 0 0 1-4.2 0zM7 10.7V19M5 19h4" />
      <path d="M14.5 4h5l-.4 4.5a2.1 2.1 0 0 1-4.2 0zM17 10.7V19M15 19h4" />
    </g>
  ),
  buffemat: (
    <g {...stroke}>
      <path d="M3 17.5h18M5 17.5a7 7 0 0 1 14 0M12 10.5V9M10.5 9h3" />
      <path d="M4 20h16" />
    </g>
  ),
  dessert: (
    <g {...stroke}>
      <path d="M4 19.5V11l16-4v12.5z" />
      <path d="M4 11l16-4M4 15h16" />
      <circle cx="16.5" cy="4.5" r="1.3" />
    </g>
  ),
};

const PLATE = (
  <g {...stroke}>
    <circle cx="12" cy="12" r="7.5" />
    <circle cx="12" cy="12" r="4" />
  </g>
);

/** The icon of one food symbol (a plate for symbols without a drawing). */
export function FoodIcon({ slug }: { slug: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      {ICONS[slug] ?? PLATE}
    </svg>
  );
}
