import { useState } from 'react';
import { svgLabel } from '@vinkompassen/ui-kit';

/** Wine image from Systembolaget's CDN (often unreachable): a drawn bottle when missing or failing. */
export function BottleImage({ src, alt }: { src: string | null; alt: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) {
    return <img className="acc-bottle" src={src} alt={alt} loading="lazy" onError={() => setFailed(src)} />;
  }
  return (
    <svg className="acc-bottle acc-bottle--placeholder" viewBox="0 0 40 120" {...svgLabel(alt)}>
      <path
        d="M16 4h8v26c0 4 8 10 8 22v60a4 4 0 0 1-4 4H12a4 4 0 0 1-4-4V52c0-12 8-18 8-22z"
        fill="var(--vk-color-wine-light, #f5e6ea)"
        stroke="var(--vk-color-wine, #7a1f3d)"
        strokeWidth="2"
      />
      <rect x="12" y="64" width="16" height="24" rx="2" fill="var(--vk-color-surface, #fff)" />
    </svg>
  );
}
