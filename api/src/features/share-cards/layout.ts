/**
 * The card's layout as the element tree satori lays out (React's element shape, built without React): the bottles
 * on the left, the words on the right. Brand colours are the web app's tokens (shell/src/app/base.css).
 */
import { SHARE_CARD_SIZE } from '@vinkompassen/shared-contracts/schemas';
import { BOTTLE_SIZE, GLOSS_IMAGE, outlinePath, type BottleArt } from './bottles';
import { FONT_STACK } from './fonts';
import type { CardModel } from './model';
import { CARD_TEXTS } from './texts';

/** `--vk-color-*` of shell/src/app/base.css. */
export const COLORS = {
  bg: '#fbf7f2',
  surfaceAlt: '#f4ece3',
  text: '#2b1a20',
  textMuted: '#5e4a50',
  wine: '#7a1f3d',
  wineDark: '#5c1530',
  wineLight: '#f5e6ea',
  onWine: '#ffffff',
  border: '#e6d9cf',
  gold: '#b8893b',
} as const;

type Style = Record<string, string | number>;

/** Structurally a React element, which is what satori takes. */
export interface CardElement {
  type: string;
  key: null;
  props: { style?: Style; src?: string; width?: number; height?: number; children?: CardChild | CardChild[] };
}
type CardChild = CardElement | string;

const el = (type: string, style: Style, children?: CardChild | CardChild[]): CardElement => ({
  type,
  key: null,
  props: children === undefined ? { style } : { style, children },
});
const box = (style: Style, children?: CardChild | CardChild[]) => el('div', { display: 'flex', ...style }, children);
const img = (src: string, width: number, height: number, style: Style = {}): CardElement => ({
  type: 'img',
  key: null,
  props: { src, width, height, style: { width, height, ...style } },
});

/** Cuts a long text at a word, with an ellipsis. */
export function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** Title size by length: short names large, long ones still within three lines of the 640 px column. */
function titleSize(title: string): number {
  const n = title.length;
  return n <= 16 ? 80 : n <= 26 ? 68 : n <= 40 ? 58 : n <= 60 ? 48 : 42;
}

const COMPASS = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">' +
    `<circle cx="24" cy="24" r="21" fill="none" stroke="${COLORS.wine}" stroke-width="3"/>` +
    `<path d="M24 8 L29 24 L24 40 L19 24 Z" fill="${COLORS.wine}"/>` +
    `<path d="M24 24 L29 24 L24 40 Z" fill="${COLORS.gold}"/>` +
    `<circle cx="24" cy="24" r="2.5" fill="${COLORS.bg}"/></svg>`,
).toString('base64')}`;

const PANEL_WIDTH = 440;

/** One bottle: the tint and the stretched thumbnail clipped to the outline, the shine and edge on top. */
function bottle(art: BottleArt, scale: number, style: Style): CardElement {
  const width = Math.round(BOTTLE_SIZE.width * scale);
  const height = Math.round(BOTTLE_SIZE.height * scale);
  return box({ position: 'relative', width, height, ...style }, [
    box(
      { position: 'absolute', left: 0, top: 0, width, height, backgroundColor: art.tint, clipPath: `path("${outlinePath(art.shape, scale)}")` },
      art.fill ? img(art.fill, width, height, { objectFit: 'fill' }) : undefined,
    ),
    img(GLOSS_IMAGE[art.shape], width, height, { position: 'absolute', left: 0, top: 0 }),
  ]);
}

function bottlesPanel(bottles: readonly BottleArt[]): CardElement {
  // One bottle large; two or three side by side, overlapping a little, the middle one a little taller.
  const scale = bottles.length <= 1 ? 1.12 : bottles.length === 2 ? 0.98 : 0.92;
  const items = bottles.map((art, i) => bottle(art, bottles.length === 3 && i === 1 ? scale * 1.06 : scale, { marginLeft: i === 0 ? 0 : -14 }));
  return box(
    { width: PANEL_WIDTH, flexShrink: 0, height: SHARE_CARD_SIZE.height, backgroundColor: COLORS.wineLight, alignItems: 'center', justifyContent: 'center', position: 'relative' },
    [
      box({ position: 'absolute', left: 40, top: 85, width: 360, height: 360, borderRadius: 180, backgroundColor: COLORS.bg, opacity: 0.75 }),
      box({ position: 'absolute', left: 95, bottom: 62, width: 250, height: 26, borderRadius: 125, backgroundColor: COLORS.text, opacity: 0.12 }),
      // Positioned too, so it paints above the two shapes behind it.
      box({ position: 'relative', alignItems: 'flex-end', justifyContent: 'center', marginTop: 40 }, items),
    ],
  );
}

function pill(text: string, strong: boolean): CardElement {
  return box(
    {
      padding: strong ? '10px 28px' : '10px 22px',
      borderRadius: 999,
      fontSize: strong ? 40 : 26,
      fontWeight: strong ? 700 : 600,
      color: strong ? COLORS.onWine : COLORS.wineDark,
      backgroundColor: strong ? COLORS.wine : COLORS.wineLight,
      marginRight: 16,
    },
    text,
  );
}

/** The whole card, with the model's bottles ready to draw. */
export function cardTree(model: CardModel, bottles: readonly BottleArt[]): CardElement {
  const title = clip(model.title, 80);
  const words: CardElement[] = [
    box({ alignItems: 'center' }, [
      img(COMPASS, 44, 44, { marginRight: 14 }),
      box({ fontFamily: FONT_STACK.serif, fontWeight: 700, fontSize: 34, color: COLORS.wine }, CARD_TEXTS.brand),
    ]),
    box({ flexDirection: 'column', marginTop: 44 }, [
      ...(model.kicker
        ? [box({ fontSize: 24, fontWeight: 600, letterSpacing: 2.5, textTransform: 'uppercase', color: COLORS.wine, marginBottom: 14 }, clip(model.kicker, 48))]
        : []),
      box({ fontFamily: FONT_STACK.serif, fontWeight: 700, fontSize: titleSize(title), lineHeight: 1.08, color: COLORS.text }, title),
      ...(model.subtitle ? [box({ fontSize: 32, color: COLORS.textMuted, marginTop: 14, lineHeight: 1.25 }, clip(model.subtitle, 60))] : []),
      ...model.details.slice(0, 2).map((line) => box({ fontSize: 28, color: COLORS.textMuted, marginTop: 10 }, clip(line, 52))),
    ]),
    box({ marginTop: 'auto', alignItems: 'center' }, [
      ...(model.price ? [pill(model.price, true)] : []),
      ...model.tags.map((t) => pill(t, false)),
    ]),
  ];
  return box(
    { width: SHARE_CARD_SIZE.width, height: SHARE_CARD_SIZE.height, backgroundColor: COLORS.bg, fontFamily: FONT_STACK.sans, color: COLORS.text },
    [
      bottlesPanel(bottles),
      box({ flexDirection: 'column', flexGrow: 1, width: SHARE_CARD_SIZE.width - PANEL_WIDTH, padding: '52px 60px 56px 60px', position: 'relative' }, [
        ...words,
        box({ position: 'absolute', left: 0, right: 0, bottom: 0, height: 12, backgroundColor: COLORS.wine }),
      ]),
    ],
  );
}
