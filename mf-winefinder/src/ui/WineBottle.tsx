import { useState } from 'react';

/**
 * The wine's image over a drawn bottle: Systembolaget's image CDN is often unreachable, so the bottle
 * shows until the image has loaded, and stays when it fails.
 */
export function WineBottle({ src }: { src: string | null }) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  return (
    <div className="wf-bottle" data-image={src && state === 'loaded' ? 'loaded' : 'placeholder'}>
      <svg className="wf-bottle__placeholder" viewBox="0 0 40 120" aria-hidden="true" focusable="false">
        <path
          d="M16 4h8v26c0 4 8 9 8 20v60a6 6 0 0 1-6 6H14a6 6 0 0 1-6-6V50c0-11 8-16 8-20Z"
          fill="var(--vk-color-wine-light, #f5e6ea)"
          stroke="var(--vk-color-wine, #7a1f3d)"
          strokeWidth="1.5"
        />
        <rect x="11" y="62" width="18" height="26" rx="2" fill="#fff" stroke="var(--vk-color-wine, #7a1f3d)" strokeWidth="1" />
      </svg>
      {src && state !== 'failed' && (
        <img
          className="wf-bottle__image"
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
        />
      )}
    </div>
  );
}
