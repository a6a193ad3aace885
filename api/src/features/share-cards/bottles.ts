/**
 * Bottles for the card from the wines' thumbnails. Systembolaget's thumbnails are tiny blurred WebP previews
 * (10 × 11–67 px): enlarged they are a soft smear of the bottle's colours, never a picture. So the card draws a crisp
 * bottle (or a box, for bag-in-box and other wide packs) and fills it with those colours: the thumbnail stretched
 * to the outline's size and clipped to it, with a vector shine and edge on top. sharp (already the API's image
 * library, for avatars) turns the WebP, which satori cannot read, into a PNG of the same few hundred bytes; resvg
 * enlarges it while it rasterises the card. No wine image is fetched from Systembolaget's CDN.
 */
import type { WineStyle } from '@vinkompassen/shared-contracts/schemas';
import { LRUCache } from 'lru-cache';
import type { CardBottle } from './model';

/** A bottle's outline box at scale 1, in card pixels. */
export const BOTTLE_SIZE = { width: 120, height: 440 } as const;
const { width: W, height: H } = BOTTLE_SIZE;

/** Glass tints: under a thumbnail's see-through edges, and the whole bottle when a wine has no thumbnail. */
export const STYLE_TINT: Record<WineStyle, string> = {
  red: '#4a1526',
  white: '#d8cf9a',
  rose: '#e7a3ad',
  sparkling: '#c9b56a',
  other: '#7a5a3a',
};

export type BottleShape = 'bottle' | 'box';

// Outlines in the 120 × 440 box (absolute start, then relative moves only, so scaling is multiplying every number):
// a Bordeaux-like bottle, and a box with a tap.
const OUTLINE: Record<BottleShape, string> = {
  bottle: 'M46 6 q0 -6 6 -6 h16 q6 0 6 6 v104 c0 34 44 46 44 96 v220 q0 14 -14 14 h-88 q-14 0 -14 -14 v-220 c0 -50 44 -62 44 -96 z',
  box: 'M8 150 q0 -10 10 -10 h84 q10 0 10 10 v276 q0 14 -14 14 h-76 q-14 0 -14 -14 z',
};

/** Shine on the glass, the capsule or the tap, and a thin edge so a pale bottle still shows on a pale card. */
const GLOSS: Record<BottleShape, string> = {
  bottle:
    '<rect x="46" y="0" width="28" height="28" rx="6" fill="#2b1a20" fill-opacity="0.5"/>' +
    '<rect x="16" y="214" width="9" height="196" rx="4.5" fill="#fff" fill-opacity="0.3"/>' +
    '<rect x="53" y="36" width="4" height="68" rx="2" fill="#fff" fill-opacity="0.28"/>',
  box:
    '<rect x="18" y="160" width="8" height="250" rx="4" fill="#fff" fill-opacity="0.3"/>' +
    '<rect x="50" y="392" width="20" height="26" rx="4" fill="#2b1a20" fill-opacity="0.6"/>',
};

/** The outline scaled to a drawn size, for CSS `clip-path: path(…)`. */
export const outlinePath = (shape: BottleShape, scale: number): string =>
  OUTLINE[shape].replace(/-?\d+(\.\d+)?/g, (n) => String(Math.round(Number(n) * scale * 100) / 100));

const glossSvg = (shape: BottleShape): string =>
  `data:image/svg+xml;base64,${Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
      `<clipPath id="s"><path d="${OUTLINE[shape]}"/></clipPath><g clip-path="url(#s)">${GLOSS[shape]}</g>` +
      `<path d="${OUTLINE[shape]}" fill="none" stroke="#2b1a20" stroke-opacity="0.35" stroke-width="1.5"/></svg>`,
  ).toString('base64')}`;

/** The shine and edge as a vector image over the filled outline (an SVG data URI: no raster inside it). */
export const GLOSS_IMAGE: Record<BottleShape, string> = { bottle: glossSvg('bottle'), box: glossSvg('box') };

/** What the layout draws for one bottle. */
export interface BottleArt {
  shape: BottleShape;
  tint: string;
  /** The thumbnail as a PNG data URI; null without one. */
  fill: string | null;
}

const WEBP_DATA_URI = /^data:image\/webp;base64,([A-Za-z0-9+/]+=*)$/;

/** Thumbnails wider than this for their height are boxes (bag-in-box: 10 × 11–19); the rest are bottles. */
const BOX_ASPECT = 1 / 1.8;

async function convert(thumbnail: string | null): Promise<{ fill: string; shape: BottleShape } | null> {
  const match = thumbnail ? WEBP_DATA_URI.exec(thumbnail) : null;
  if (!match) return null;
  // Loaded with the first card (see render.ts), not at start.
  const { default: sharp } = await import('sharp');
  try {
    const { data, info } = await sharp(Buffer.from(match[1]!, 'base64'), { limitInputPixels: 10_000 }).png().toBuffer({ resolveWithObject: true });
    return { fill: `data:image/png;base64,${data.toString('base64')}`, shape: info.width / info.height > BOX_ASPECT ? 'box' : 'bottle' };
  } catch {
    // A broken thumbnail: the plain bottle.
    return null;
  }
}

// Each converted thumbnail is a few hundred bytes.
const converted = new LRUCache<string, Promise<{ fill: string; shape: BottleShape } | null>>({ max: 5000 });

export async function bottleArt(bottle: CardBottle): Promise<BottleArt> {
  const key = bottle.thumbnail ?? '';
  let png = converted.get(key);
  if (!png) {
    png = convert(bottle.thumbnail);
    converted.set(key, png);
  }
  const result = await png;
  return { shape: result?.shape ?? 'bottle', tint: STYLE_TINT[bottle.style], fill: result?.fill ?? null };
}
