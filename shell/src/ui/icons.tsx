/** Inline icons (decorative: callers provide the accessible name). */
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

export function Avatar({ src, alt, size = 32 }: { src: string | null; alt: string; size?: number }) {
  if (src) return <img className="vk-avatar" src={src} alt={alt} width={size} height={size} />;
  // Default silhouette when the user has no image (spec section 3).
  return (
    <svg className="vk-avatar" width={size} height={size} viewBox="0 0 32 32" role="img" aria-label={alt}>
      <circle cx="16" cy="16" r="16" fill="var(--vk-color-border)" />
      <circle cx="16" cy="12.5" r="5.5" fill="var(--vk-color-surface)" />
      <path d="M6.5 27a10 10 0 0 1 19 0" fill="var(--vk-color-surface)" />
    </svg>
  );
}
