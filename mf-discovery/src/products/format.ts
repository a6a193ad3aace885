import type { ProductSummary } from '@vinkompassen/shared-contracts/schemas';

const number = (n: number, decimals = 0) =>
  n.toLocaleString('sv-SE', { minimumFractionDigits: decimals, maximumFractionDigits: Math.max(decimals, 1) });

/** 129 → '129 kr', 89.5 → '89,50 kr', 1199 → '1 199 kr'. */
export const formatPrice = (price: number): string => `${number(price, price % 1 === 0 ? 0 : 2)} kr`;

/** 750 → '75 cl', 375 → '37,5 cl', 3000 → '3 l'. */
export const formatVolume = (ml: number): string => (ml >= 1000 ? `${number(ml / 1000)} l` : `${number(ml / 10)} cl`);

/** 13.5 → '13,5 %'. */
export const formatAlcohol = (percent: number): string => `${number(percent)} %`;

/** ISO date → '1 mars 2013'. */
export const formatDate = (iso: string): string =>
  new Date(iso).toLocaleDateString('sv-SE', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** Both parts of Systembolaget's name: 'Altenberg de Bergheim Riesling Grand Cru'. */
export const fullName = (product: Pick<ProductSummary, 'name' | 'name_thin'>): string =>
  product.name_thin ? `${product.name} ${product.name_thin}` : product.name;

/** 'Italien, Venetien'. */
export const origin = (product: Pick<ProductSummary, 'country' | 'region'>): string =>
  [product.country?.name, product.region?.name].filter(Boolean).join(', ');

/** Systembolaget's fixed range ("fasta sortimentet"). */
export const isFixedRange = (product: Pick<ProductSummary, 'assortment'>): boolean => product.assortment === 'FS';
