// The wine as search engines read it: a schema.org Product with an Offer from Systembolaget.
import type { Product as SchemaProduct, WithContext } from 'schema-dts';
import { fullName } from '@vinkompassen/shared-contracts';
import type { Product, ProductSummary } from '@vinkompassen/shared-contracts/schemas';
import { SCHEMA } from '@vinkompassen/ui-kit';
import { PRODUCT_TEXTS } from '../texts';

const SYSTEMBOLAGET = 'https://www.systembolaget.se';

const asciiSlug = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * The wine at Systembolaget. Their product pages are `/produkt/<category>/<name>-<article number>/`, found by the
 * trailing article number (the data carries no URL).
 */
export const systembolagetUrl = (product: Pick<ProductSummary, 'name' | 'name_thin' | 'product_number'>): string =>
  `${SYSTEMBOLAGET}/produkt/vin/${[asciiSlug(fullName(product)), product.product_number].filter(Boolean).join('-')}/`;

export function productJsonLd(product: Product, pageUrl: string): WithContext<SchemaProduct> {
  const { alcohol, vintage, seller } = PRODUCT_TEXTS.structuredData;
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    '@id': `${pageUrl}#vin`,
    name: fullName(product),
    url: pageUrl,
    sku: product.product_number,
    ...(product.image_url && { image: product.image_url }),
    ...((product.taste ?? product.usage) && { description: [product.taste, product.usage].filter(Boolean).join(' ') }),
    ...(product.producer && { brand: { '@type': 'Brand', name: product.producer.name } }),
    ...(product.category && { category: product.category }),
    ...(product.country && { countryOfOrigin: { '@type': 'Country', name: product.country.name } }),
    ...(product.volume_ml && { size: { '@type': 'QuantitativeValue', value: product.volume_ml, unitCode: 'MLT', unitText: 'ml' } }),
    additionalProperty: [
      ...(product.alcohol_percentage === null ? [] : [{ '@type': 'PropertyValue' as const, name: alcohol, value: product.alcohol_percentage, unitText: '%' }]),
      ...(product.vintage ? [{ '@type': 'PropertyValue' as const, name: vintage, value: product.vintage }] : []),
    ],
    offers: {
      '@type': 'Offer',
      price: product.price,
      priceCurrency: 'SEK',
      availability: product.is_discontinued ? `${SCHEMA}/Discontinued` : `${SCHEMA}/InStock`,
      url: systembolagetUrl(product),
      seller: { '@type': 'Organization', name: seller, url: `${SYSTEMBOLAGET}/` },
    },
  };
}
