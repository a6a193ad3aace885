/**
 * Renders a card: bottles (sharp) → layout → SVG (satori, text as paths) → PNG (resvg). satori runs on the main
 * thread (≈ 5–15 ms warm); resvg's renderAsync rasterises on libuv's thread pool. At most RENDER_CONCURRENCY cards
 * render at once, so a burst of shares never holds the event loop for more than a few layouts in a row; a queued
 * card whose every requester has gone is skipped when its turn comes, so the queue never works for nobody.
 */
import { SHARE_CARD_SIZE } from '@vinkompassen/shared-contracts/schemas';
import { bottleArt } from './bottles';
import { cardFonts } from './fonts';
import { cardTree } from './layout';
import type { CardModel } from './model';

export const RENDER_CONCURRENCY = 2;

let running = 0;
const waiting: (() => void)[] = [];

/** A render nobody waits for any more: its place in the queue went to the next one. */
export class RenderNotWanted extends Error {
  constructor() {
    super('share card no longer wanted');
  }
}

async function limited<T>(work: () => Promise<T>, wanted: () => boolean): Promise<T> {
  if (running >= RENDER_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  // Everyone who asked has gone (a crawler's timeout): rendering it would only delay the cards still awaited.
  if (!wanted()) {
    waiting.shift()?.();
    throw new RenderNotWanted();
  }
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/**
 * satori (with its layout engine's WebAssembly) and resvg are loaded with the first card, not at start: an instance
 * that renders no card holds none of their memory.
 */
const imageLibraries = async () => {
  const [{ default: satori }, { renderAsync }] = await Promise.all([import('satori'), import('@resvg/resvg-js')]);
  return { satori, renderAsync };
};

export interface RenderedCard {
  png: Buffer;
  /** Wall time of the render, milliseconds (waiting for a slot not counted). */
  ms: number;
}

/** The card as a 1200 × 630 PNG; `wanted` is asked when its turn comes (false: skipped, RenderNotWanted). */
export function renderCard(model: CardModel, wanted: () => boolean = () => true): Promise<RenderedCard> {
  return limited(async () => {
    const started = performance.now();
    const [fonts, bottles, { satori, renderAsync }] = await Promise.all([cardFonts(), Promise.all(model.bottles.map(bottleArt)), imageLibraries()]);
    const svg = await satori(cardTree(model, bottles), { ...SHARE_CARD_SIZE, fonts });
    const image = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
    return { png: image.asPng(), ms: performance.now() - started };
  }, wanted);
}
