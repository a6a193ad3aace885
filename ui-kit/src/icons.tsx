/** The app's line icons (decorative: callers provide the accessible name). */
const base = { width: 24, height: 24, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;
const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const HomeIcon = () => (
  <svg {...base} {...stroke}>
    <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" />
  </svg>
);

export const GlassIcon = () => (
  <svg {...base} {...stroke}>
    <path d="M7 3h10l-.6 6a4.4 4.4 0 0 1-8.8 0z" />
    <path d="M12 13.5V20M8.5 21h7" />
  </svg>
);

export const UserIcon = () => (
  <svg {...base} {...stroke}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </svg>
);

export const MenuIcon = () => (
  <svg {...base} {...stroke}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </svg>
);

export const CloseIcon = () => (
  <svg {...base} {...stroke}>
    <path d="m6 6 12 12M18 6 6 18" />
  </svg>
);

export const ShareIcon = () => (
  <svg {...base} {...stroke}>
    <path d="M12 15V3M7.5 7.5 12 3l4.5 4.5M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7" />
  </svg>
);

/** The brand mark: a compass rose whose needle is a wine drop. */
export const LogoMark = () => (
  <svg width={32} height={32} viewBox="0 0 64 64" aria-hidden focusable={false}>
    <circle cx="32" cy="32" r="29" fill="none" stroke="currentColor" strokeWidth="4" />
    <path d="M32 9 38 32 32 55 26 32z" fill="currentColor" opacity=".35" />
    <path d="M32 14c5 8 8 13 8 17a8 8 0 0 1-16 0c0-4 3-9 8-17z" fill="currentColor" />
  </svg>
);

export const HeartIcon = ({ filled = false }: { filled?: boolean }) => (
  <svg {...base} {...stroke} fill={filled ? 'currentColor' : 'none'}>
    <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.4 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.6 0 5.6 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
  </svg>
);

export const BookmarkIcon = ({ filled = false }: { filled?: boolean }) => (
  <svg {...base} {...stroke} fill={filled ? 'currentColor' : 'none'}>
    <path d="M6.5 3.5h11v17L12 16.3l-5.5 4.2z" />
  </svg>
);

export const ListPlusIcon = () => (
  <svg {...base} {...stroke}>
    <path d="M4 6h11M4 12h11M4 18h7M18 14v6M15 17h6" />
  </svg>
);

export const SearchIcon = () => (
  <svg {...base} {...stroke}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4.5 4.5" />
  </svg>
);

export const PinIcon = () => (
  <svg {...base} {...stroke}>
    <path d="M12 21s-6.5-6.1-6.5-11.2a6.5 6.5 0 0 1 13 0C18.5 14.9 12 21 12 21z" />
    <circle cx="12" cy="9.8" r="2.3" />
  </svg>
);

export const StoreIcon = () => (
  <svg {...base} {...stroke}>
    <path d="M4 9.5 5.5 4h13L20 9.5M4 9.5h16M4 9.5a2.7 2.7 0 0 0 5.3 0 2.7 2.7 0 0 0 5.4 0 2.7 2.7 0 0 0 5.3 0M5.5 12.5V20h13v-7.5M10 20v-4.5h4V20" />
  </svg>
);

export const FilterIcon = () => (
  <svg {...base} {...stroke}>
    <path d="M4 6h16M7 12h10M10 18h4" />
  </svg>
);

export const ArrowLeftIcon = () => (
  <svg {...base} {...stroke}>
    <path d="M19 12H5M11 6l-6 6 6 6" />
  </svg>
);

export const ArrowRightIcon = () => (
  <svg {...base} {...stroke}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </svg>
);

export const CompassIcon = () => (
  <svg {...base} {...stroke}>
    <circle cx="12" cy="12" r="9" />
    <path d="m15.5 8.5-2 5-5 2 2-5z" />
  </svg>
);

export const TrophyIcon = () => (
  <svg {...base} {...stroke}>
    <path d="M8 4h8v5a4 4 0 0 1-8 0zM8 6H4.5a3 3 0 0 0 3.6 4M16 6h3.5a3 3 0 0 1-3.6 4M12 13v4M8.5 20h7M9.5 17h5v3h-5z" />
  </svg>
);

export const ListIcon = () => (
  <svg {...base} {...stroke}>
    <path d="M9 6h11M9 12h11M9 18h11" />
    <circle cx="4.5" cy="6" r="1" />
    <circle cx="4.5" cy="12" r="1" />
    <circle cx="4.5" cy="18" r="1" />
  </svg>
);

export const PlateIcon = () => (
  <svg {...base} {...stroke}>
    <circle cx="12" cy="12" r="6.5" />
    <circle cx="12" cy="12" r="3.5" />
    <path d="M2.5 4v5.5M2.5 9.5V20M1 4v4a1.5 1.5 0 0 0 3 0V4M21.5 20V4c-1.8 1-2.5 3-2.5 6h2.5" />
  </svg>
);

/** The feed: people (two heads) beside lines of news. */
export const FeedIcon = () => (
  <svg {...base} {...stroke}>
    <circle cx="7" cy="7" r="2.5" />
    <path d="M2.5 15c0-2.5 2-4 4.5-4s4.5 1.5 4.5 4M14 6h7M14 10h7M3 19.5h18" />
  </svg>
);
