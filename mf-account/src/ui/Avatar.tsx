import { useState } from 'react';
import { svgLabel } from './svgLabel';

/** A user's image, or the default silhouette when there is none or it fails to load (spec section 3). */
export function Avatar({ src, alt, size }: { src: string | null; alt: string; size: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) {
    return <img className="vk-avatar" src={src} alt={alt} width={size} height={size} onError={() => setFailed(src)} />;
  }
  return (
    <svg className="vk-avatar acc-silhouette" width={size} height={size} viewBox="0 0 32 32" {...svgLabel(alt)}>
      <circle cx="16" cy="16" r="16" fill="var(--vk-color-border, #e6d9cf)" />
      <circle cx="16" cy="12.5" r="5.5" fill="var(--vk-color-surface, #fff)" />
      <path d="M6.5 27a10 10 0 0 1 19 0" fill="var(--vk-color-surface, #fff)" />
    </svg>
  );
}
