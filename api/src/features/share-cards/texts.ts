/**
 * The share cards' Swedish words. Moderate tone (Swedish alcohol marketing rules): what the wine is and costs, what
 * it suits; no urging, no amounts, no alcohol per krona.
 */
import { WINE_STYLE_LABELS, type WineStyle } from '@vinkompassen/shared-contracts/schemas';

export const CARD_TEXTS = {
  brand: 'Vinkompassen',
  /** Under the brand on every card. */
  tagline: 'Vin ur Systembolagets sortiment',
  /** Under the brand on the site's own card. */
  brandSubtitle: 'Hitta vin som passar',
  product: {
    organic: 'Ekologiskt',
  },
  dish: {
    kicker: 'Vin till maten',
    pairsWith: (styles: readonly WineStyle[]) => (styles.length ? `Passar med ${joinStyles(styles)}` : 'Passar med ett sött vin'),
    suggestions: (n: number) => (n === 1 ? 'Ett vinförslag' : `${n} vinförslag`),
  },
  userList: {
    kicker: 'Vinlista',
    by: (owner: string) => `av ${owner}`,
    count: (n: number) => (n === 0 ? 'Inga viner ännu' : n === 1 ? '1 vin' : `${n} viner`),
  },
  notFound: {
    product: 'Vinet hittades inte.',
    dish: 'Maträtten hittades inte.',
  },
} as const;

/** ['red', 'rose'] → 'rött vin eller rosévin'; ['red', 'white', 'rose'] → 'rött vin, vitt vin eller rosévin'. */
export function joinStyles(styles: readonly WineStyle[]): string {
  const words = styles.map((s) => WINE_STYLE_LABELS[s].toLowerCase());
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} eller ${words.at(-1)}`;
}
