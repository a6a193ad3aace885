/**
 * The cards' fonts, from npm font packages (nothing is downloaded at run time): Lora (a book serif close to the web
 * app's heading face) for titles, Inter for the rest. Each in its `latin` and `latin-ext` subsets: Swedish and most
 * wine names need only `latin`, but a producer like 'Łódź' or a user's list name needs `latin-ext`.
 *
 * `.woff`, not `.woff2`: satori parses TrueType/OpenType (plain or in a WOFF wrapper) with opentype.js, which cannot
 * decompress WOFF2's Brotli; the fontsource packages ship both.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

// Not named `require`: the API bundle's banner declares that name at the top level.
const resolveFrom = createRequire(import.meta.url);

type Weight = 400 | 600 | 700;

export interface CardFont {
  name: string;
  data: Buffer;
  weight: Weight;
  style: 'normal';
}

/** Family names for CSS: each family then its latin-ext half (satori falls back along the list, glyph by glyph). */
export const FONT_STACK = {
  serif: 'Lora, Lora Ext, Inter, Inter Ext',
  sans: 'Inter, Inter Ext',
} as const;

const FILES: { family: 'inter' | 'lora'; weight: Weight }[] = [
  { family: 'inter', weight: 400 },
  { family: 'inter', weight: 600 },
  { family: 'inter', weight: 700 },
  { family: 'lora', weight: 700 },
];

async function load(): Promise<CardFont[]> {
  const fonts = await Promise.all(
    FILES.flatMap(({ family, weight }) =>
      (['latin', 'latin-ext'] as const).map(async (subset) => ({
        name: `${family === 'inter' ? 'Inter' : 'Lora'}${subset === 'latin' ? '' : ' Ext'}`,
        data: await readFile(resolveFrom.resolve(`@fontsource/${family}/files/${family}-${subset}-${weight}-normal.woff`)),
        weight,
        style: 'normal' as const,
      })),
    ),
  );
  return fonts;
}

let loaded: Promise<CardFont[]> | null = null;

/** Read once per process (≈ 0.5 MB). */
export function cardFonts(): Promise<CardFont[]> {
  loaded ??= load();
  loaded.catch(() => {
    loaded = null;
  });
  return loaded;
}
