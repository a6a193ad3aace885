// @vitest-environment node
import { jsonLdProblems, parseVocabulary, schemaOrgVocabulary } from './schemaOrgVocabulary';

describe("schema.org's vocabulary check", () => {
  const valid = { '@context': 'https://schema.org', '@type': 'Product', name: 'X', offers: { '@type': 'Offer', price: 1, priceCurrency: 'SEK' } };

  it('reads types, inherited properties and subtypes from the vocabulary', () => {
    const vocabulary = schemaOrgVocabulary();
    expect(vocabulary.properties('Product')?.get('offers')).toEqual(expect.arrayContaining(['Offer']));
    // name is Thing's, inherited.
    expect(vocabulary.properties('Offer')?.has('name')).toBe(true);
    expect(vocabulary.properties('BreadcrumbList')?.has('itemListElement')).toBe(true);
    expect(vocabulary.isA('Country', 'Place')).toBe(true);
    expect(vocabulary.isA('Country', 'Organization')).toBe(false);
    expect(vocabulary.members('ItemAvailability').has('https://schema.org/InStock')).toBe(true);
    expect(jsonLdProblems(valid)).toEqual([]);
  });

  it('finds an unknown type or property, a value outside the range, a relative URL and a wrong context', () => {
    expect(jsonLdProblems({ ...valid, alcohol: 13 })).toEqual(['[0]: Product has no property alcohol']);
    expect(jsonLdProblems({ ...valid, '@type': 'Wine' })).toEqual(['[0]: Wine is not a schema.org type']);
    expect(jsonLdProblems({ ...valid, offers: { ...valid.offers, seller: { '@type': 'Country', name: 'Sverige' } } })).toEqual([
      '[0].offers.seller: Country is not one of Organization, Person',
    ]);
    expect(jsonLdProblems({ ...valid, offers: { ...valid.offers, availability: 'Finns' } })).toEqual([
      '[0].offers.availability: "Finns" is not one of ItemAvailability',
    ]);
    expect(jsonLdProblems({ ...valid, url: '/product/x' })).toEqual(['[0].url: "/product/x" is not one of URL']);
    expect(jsonLdProblems({ '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: 1.5 }] })).toEqual([
      '[0]: @context is not https://schema.org',
    ]);
    expect(jsonLdProblems({ '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: 'x' }] })).toEqual([]);
  });

  it('parses the declarations it is given', () => {
    const vocabulary = parseVocabulary(
      [
        'interface ThingBase extends Partial<IdReference> {',
        '    "name"?: SchemaValue<Text, "name">;',
        '}',
        'interface WineBase extends ThingBase {',
        '    "grape"?: SchemaValue<Text | IdReference, "grape">;',
        '}',
        'export interface WineLeaf extends WineBase {',
        '    "@type": "Wine";',
        '}',
        'export type Wine = WineLeaf | Sparkling;',
        'export type Colour = "https://schema.org/Red" | "Red" | ColourLeaf;',
      ].join('\n'),
    );
    expect([...vocabulary.properties('Wine')!.keys()]).toEqual(['name', 'grape']);
    expect(vocabulary.isA('Sparkling', 'Wine')).toBe(true);
    expect(vocabulary.members('Colour')).toEqual(new Set(['https://schema.org/Red', 'Red']));
  });
});
