import { useState } from 'react';
import { classNames, svgLabel } from './classNames';
import './avatar.css';

export interface AvatarProps {
  src: string | null;
  /** "" when the name is next to the picture (decorative). */
  alt: string;
  size?: number;
  className?: string;
}

/** A user's picture, or the default silhouette when there is none or it fails to load (spec section 3). */
export function Avatar({ src, alt, size = 32, className }: AvatarProps) {
  // Keyed by address: a new picture gets its own chance to load.
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) {
    return <img className={classNames('vk-avatar', className)} src={src} alt={alt} width={size} height={size} onError={() => setFailed(src)} />;
  }
  return (
    <svg className={classNames('vk-avatar vk-avatar--silhouette', className)} width={size} height={size} viewBox="0 0 32 32" {...svgLabel(alt)}>
      <circle cx="16" cy="16" r="16" fill="var(--vk-color-border)" />
      <circle cx="16" cy="12.5" r="5.5" fill="var(--vk-color-surface)" />
      <path d="M6.5 27a10 10 0 0 1 19 0" fill="var(--vk-color-surface)" />
    </svg>
  );
}
