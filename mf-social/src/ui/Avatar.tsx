import { useState } from 'react';

/** A user's picture, or the default silhouette when there is none or it fails to load (spec section 3). */
export function Avatar({ src, alt, size = 48 }: { src: string | null; alt: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  if (src && !failed) {
    return <img className="soc-avatar" src={src} alt={alt} width={size} height={size} onError={() => setFailed(true)} />;
  }
  return (
    <svg
      className="soc-avatar soc-avatar--silhouette"
      width={size}
      height={size}
      viewBox="0 0 32 32"
      // alt="" marks a decorative picture (the name is next to it), as for <img>.
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
    >
      <circle cx="16" cy="16" r="16" fill="var(--vk-color-wine-light, #f5e6ea)" />
      <circle cx="16" cy="12.5" r="5.5" fill="var(--vk-color-wine, #7a1f3d)" opacity="0.55" />
      <path d="M6.5 27.5c1.6-5 5.3-7.5 9.5-7.5s7.9 2.5 9.5 7.5a15.9 15.9 0 0 1-19 0z" fill="var(--vk-color-wine, #7a1f3d)" opacity="0.55" />
    </svg>
  );
}
