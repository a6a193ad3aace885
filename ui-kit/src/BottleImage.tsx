import { useCallback, useState } from 'react';
import type { WineStyle } from '@vinkompassen/shared-contracts/schemas';
import { classNames, svgLabel } from './classNames';
import './bottle.css';

const BOTTLE_COLORS: Record<WineStyle, string> = {
  red: '#7a1f3d',
  white: '#cdb866',
  rose: '#e39aa8',
  sparkling: '#b9a75a',
  other: '#8c7a80',
};

/** A bottle silhouette in the wine's colour, for wines with neither image nor thumbnail. */
export function BottlePlaceholder({ wineStyle, alt = '', className }: { wineStyle: WineStyle; alt?: string; className?: string }) {
  return (
    <svg className={classNames('vk-bottle vk-bottle--placeholder', className)} viewBox="0 0 60 160" {...svgLabel(alt)} data-placeholder="true">
      <path
        d="M24 6h12v34c0 6 12 12 12 28v80a6 6 0 0 1-6 6H18a6 6 0 0 1-6-6V68c0-16 12-22 12-28z"
        fill={BOTTLE_COLORS[wineStyle]}
        opacity="0.85"
      />
      <rect x="22" y="4" width="16" height="10" rx="2" fill="#5c1530" opacity="0.7" />
      <rect x="14" y="86" width="32" height="34" rx="3" fill="#fbf7f2" opacity="0.9" />
    </svg>
  );
}

export interface BottleImageProps {
  /** The image on Systembolaget's CDN (may be unreachable). */
  src: string | null;
  /** Tiny inline preview (data URL) shown blurred at once, until `src` has loaded or when it fails. */
  thumbnail?: string | null;
  /** Colours the placeholder. */
  wineStyle: WineStyle;
  /** Empty for decorative images (the name is next to it). */
  alt?: string;
  /** The caller's box: the image fills it whatever is shown. */
  className?: string;
}

type LoadState = 'loading' | 'loaded' | 'failed';

/**
 * A wine's bottle, the same in every remote: the blurred thumbnail the moment the card renders, the CDN image on top
 * once it has loaded; the thumbnail alone when the CDN is unreachable; the drawn bottle when neither exists. The frame
 * has the container's size whatever is shown, so nothing shifts. Give it a `key` of the image address in lists.
 */
export function BottleImage({ src, thumbnail = null, wineStyle, alt = '', className }: BottleImageProps) {
  const [state, setState] = useState<{ src: string | null; load: LoadState }>({ src, load: 'loading' });
  const load = state.src === src ? state.load : 'loading';
  // Server HTML: the image may have loaded or failed before hydration attached onLoad and onError.
  const settleLoaded = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img?.complete) return;
      const settled: LoadState = img.naturalWidth > 0 ? 'loaded' : 'failed';
      setState((before) => (before.src === src && before.load === settled ? before : { src, load: settled }));
    },
    [src],
  );
  const showFull = src !== null && load !== 'failed';
  if (!showFull && !thumbnail) return <BottlePlaceholder wineStyle={wineStyle} alt={alt} className={className} />;
  return (
    <span className={classNames('vk-bottle-frame', className)} data-image-state={showFull ? load : 'thumbnail'}>
      {thumbnail && load !== 'loaded' && (
        <img
          className="vk-bottle vk-bottle--thumb"
          src={thumbnail}
          alt={showFull ? '' : alt}
          aria-hidden={showFull || !alt ? true : undefined}
          decoding="async"
        />
      )}
      {showFull && (
        <img
          className="vk-bottle vk-bottle--full"
          ref={settleLoaded}
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          onLoad={() => setState({ src, load: 'loaded' })}
          onError={() => setState({ src, load: 'failed' })}
        />
      )}
    </span>
  );
}
