import type { Dish, Product, ProductSummary, UserList } from '@vinkompassen/shared-contracts/schemas';
import { describe, expect, it } from 'vitest';
import { outlinePath } from './bottles';
import { clip } from './layout';
import { cardVersion, dishCard, priceRange, productCard, userListCard } from './model';
import { joinStyles } from './texts';

const summary = (over: Partial<ProductSummary> = {}): ProductSummary => ({
  id: 1,
  slug: 'cafaggio-chianti-classico-2281701',
  product_number: '2281701',
  name: 'Cafaggio',
  name_thin: 'Chianti Classico',
  producer: { id: 1, slug: 'cafaggio', name: 'Cafaggio' },
  style: 'red',
  category: 'Rött vin',
  country: { id: 1, slug: 'italien', name: 'Italien' },
  region: { id: 1, slug: 'toscana', name: 'Toscana' },
  grapes: [{ id: 1, slug: 'sangiovese', name: 'Sangiovese' }],
  vintage: '2023',
  alcohol_percentage: 13.5,
  volume_ml: 750,
  price: 179,
  taste_clocks: { body: 8, roughness: 7, fruitacid: 9, sweetness: null, bitter: null, casque: null, smokiness: null },
  food_tags: [],
  image_url: null,
  thumbnail: 'data:image/webp;base64,UklGRg==',
  is_organic: true,
  is_news: false,
  assortment: 'FS',
  assortment_text: 'Fast sortiment',
  is_discontinued: false,
  likes_count: 0,
  ...over,
});

const product = (over: Partial<Product> = {}): Product => ({
  ...summary(),
  product_number_short: '22817',
  subregion: null,
  category_level3: 'Kryddigt & Mustigt',
  category_level4: null,
  sugar_g_per_100ml: null,
  color: null,
  taste: null,
  aroma: null,
  usage: null,
  launch_date: null,
  source_list: null,
  ...over,
});

describe('share card texts', () => {
  it('prices: one price as is, a range in whole kronor with an en dash', () => {
    expect(priceRange([129])).toBe('129 kr');
    expect(priceRange([89.9])).toBe('89,90 kr');
    expect(priceRange([249, 89, 129])).toBe('89–249 kr');
    expect(priceRange([89.9, 249.5])).toBe('89–250 kr');
    expect(priceRange([1199, 2649])).toBe('1\u00a0199–2\u00a0649 kr');
    expect(priceRange([])).toBeNull();
  });

  it('wine styles in a sentence', () => {
    expect(joinStyles(['white'])).toBe('vitt vin');
    expect(joinStyles(['red', 'rose'])).toBe('rött vin eller rosévin');
    expect(joinStyles(['white', 'rose', 'sparkling'])).toBe('vitt vin, rosévin eller mousserande vin');
  });

  it('clips long texts at a word, with an ellipsis', () => {
    expect(clip('Kort namn', 20)).toBe('Kort namn');
    expect(clip('Ett mycket långt namn på en lista med viner', 24)).toBe('Ett mycket långt namn…');
    expect(clip('  luft   mellan  ', 20)).toBe('luft mellan');
  });

  it('scales a bottle outline by multiplying every number', () => {
    expect(outlinePath('box', 0.5)).toMatch(/^M4 75 q0 -5 5 -5 h42/);
  });
});

describe('share card models', () => {
  it('a wine: style and sub-style, name, origin, grapes, price; no alcohol figures', () => {
    const card = productCard(product({ volume_ml: 3000, price: 329 }));
    expect(card).toEqual({
      kind: 'product',
      kicker: 'Rött vin · Kryddigt & Mustigt',
      title: 'Cafaggio',
      subtitle: 'Chianti Classico 2023',
      details: ['Italien, Toscana', 'Sangiovese'],
      price: '329 kr · 3 l',
      tags: ['Ekologiskt'],
      bottles: [{ thumbnail: 'data:image/webp;base64,UklGRg==', style: 'red' }],
    });
    expect(JSON.stringify(card)).not.toMatch(/%|alkohol/i);
    expect(productCard(product({ name_thin: null, vintage: null })).subtitle).toBe('Cafaggio');
  });

  it('a dish: its name, the wines it suits, the taste, the price range of the wines shown', () => {
    const dish: Dish = {
      slug: 'lax-i-ugn', name: 'Lax i ugn', group: 'sea', description: '', symbols: ['fisk'], broad: false,
      styles: ['white', 'rose'], clocks: {}, taste: 'Medelfylligt, frisk syra, torrt',
    };
    const wines = [summary({ price: 89, style: 'white' }), summary({ price: 149, style: 'rose' }), summary({ price: 99 }), summary({ price: 999 })];
    const card = dishCard(dish, wines);
    expect(card).toMatchObject({ kicker: 'Vin till maten', title: 'Lax i ugn', subtitle: 'Passar med vitt vin eller rosévin', details: ['Medelfylligt, frisk syra, torrt'], price: '89–149 kr', tags: ['3 vinförslag'] });
    expect(card.bottles.map((b) => b.style)).toEqual(['white', 'rose', 'red']);
    expect(dishCard({ ...dish, styles: [] }, []).subtitle).toBe('Passar med ett sött vin');
    // No wines yet: plain bottles of the styles the dish suits.
    expect(dishCard(dish, []).bottles).toEqual([{ thumbnail: null, style: 'white' }, { thumbnail: null, style: 'rose' }]);
  });

  it('a user list: name, owner, number of wines; the version moves with what the card shows', () => {
    const list: UserList = {
      id: 7, slug: 'helg-3f9a1c', name: 'Helgviner', description: 'Till fredagen', is_public: true,
      owner: { id: 3, slug: 'karin-1a2b3c', name: 'Karin', avatar: null },
      product_list: [summary({ price: 79 }), summary({ price: 189 })], products_count: 2, is_saved: false,
      created_at: '2025-10-01T10:00:00.000Z', updated_at: '2025-10-02T10:00:00.000Z',
    };
    const card = userListCard(list);
    expect(card).toMatchObject({ kicker: 'Vinlista', title: 'Helgviner', subtitle: 'av Karin', details: ['2 viner'], price: '79–189 kr' });
    expect(userListCard({ ...list, product_list: [] })).toMatchObject({ details: ['Inga viner ännu'], price: null, bottles: [{ thumbnail: null, style: 'red' }] });
    const version = cardVersion(card);
    expect(cardVersion(userListCard({ ...list, description: 'Ny beskrivning' }))).toBe(version);
    expect(cardVersion(userListCard({ ...list, name: 'Helgviner!' }))).not.toBe(version);
    expect(cardVersion(userListCard({ ...list, owner: { ...list.owner, name: 'Karin L' } }))).not.toBe(version);
    expect(cardVersion(userListCard({ ...list, product_list: [summary({ price: 79 })] }))).not.toBe(version);
  });
});
