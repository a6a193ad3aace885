import { useState } from 'react';
import type { WineStyle } from '@vinkompassen/shared-contracts/schemas';

const BOTTLE_COLORS: Record<WineStyle, string> = {
  red: '#7a1f3d',
  white: '#cdb866',
  rose: '#e39aa8',
  sparkling: '#b9a75a',
  other: '#8c7a80',
};

/** A bottle silhouette in the wine's colour, for missing or unreachable images. */
export function BottlePlaceholder({ style, label }: { style: WineStyle; label?: string }) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg className="disc-bottle disc-bottle--placeholder" viewBox="0 0 60 160" {...a11y} data-placeholder="true">
      <path
        d="M24 6h12v34c0 6 12 12 12 28v80a6 6 0 0 1-6 6H18a6 6 0 0 1-6-6V68c0-16 12-22 12-28z"
        fill={BOTTLE_COLORS[style]}
        opacity="0.85"
      />
      <rect x="22" y="4" width="16" height="10" rx="2" fill="#5c1530" opacity="0.7" />
      <rect x="14" y="86" width="32" height="34" rx="3" fill="#fbf7f2" opacity="0.9" />
    </svg>
  );
}

interface ProductImageProps {
  src: string | null;
  style: WineStyle;
  /** Empty for decorative images (the name is next to it). */
  alt?: string;
}

/** The wine's image, or the bottle placeholder when there is none or it fails to load (Systembolaget's CDN may be unreachable). */
export function ProductImage({ src, style, alt = '' }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return <BottlePlaceholder style={style} label={alt || undefined} />;
  return (
    <img className="disc-bottle" src={src} alt={alt} loading="lazy" decoding="async" onError={() => setFailedSrc(src)} />
  );
}
