// A wine's name, origin and range as every card and page writes them.
import type { ProductSummary } from '../api/catalog';

/** Both parts of Systembolaget's name: 'Altenberg de Bergheim Riesling Grand Cru'. */
export const fullName = (product: Pick<ProductSummary, 'name' | 'name_thin'>): string =>
  product.name_thin ? `${product.name} ${product.name_thin}` : product.name;

/** 'Italien, Venetien'. */
export const origin = (product: Pick<ProductSummary, 'country' | 'region'>): string =>
  [product.country?.name, product.region?.name].filter(Boolean).join(', ');

/** Systembolaget's fixed range ("fasta sortimentet"). */
export const isFixedRange = (product: Pick<ProductSummary, 'assortment'>): boolean => product.assortment === 'FS';
