import type { ProductFacetsResponse } from '@vinkompassen/shared-contracts/schemas';

const clocks = (n: number) => Array.from({ length: 12 }, (_, i) => (i < 6 ? n : 0));

/**
 * A catalog of 40 wines of which 20 are red, 6 of those Italian; Spain has none under a price of at most
 * 99 kr; nothing is both organic and from Spain.
 */
export function facetsFor(url: URL): ProductFacetsResponse {
  const p = url.searchParams;
  const red = p.get('style') === 'red';
  const italy = p.get('country') === 'italien';
  const spain = p.get('country') === 'spanien';
  const total = spain && p.get('organic') === 'true' ? 0 : red && italy ? 6 : red ? 20 : 40;
  return {
    total,
    style: [
      { value: 'red', label: 'Rött vin', count: italy ? 6 : 20 },
      { value: 'white', label: 'Vitt vin', count: italy ? 3 : 15 },
      { value: 'rose', label: 'Rosévin', count: 5 },
      { value: 'sparkling', label: 'Mousserande vin', count: 0 },
      { value: 'other', label: 'Övrigt vin', count: 0 },
    ],
    country: [
      { value: 'italien', label: 'Italien', count: red ? 6 : 9 },
      { value: 'spanien', label: 'Spanien', count: red ? 4 : 13 },
    ],
    region: [{ value: 'venetien', label: 'Venetien', count: 2, country: 'italien', level: 1 }],
    grape: [{ value: 'barbera', label: 'Barbera', count: 1 }],
    food: [{ value: 'lamm', label: 'Lamm', count: red ? 5 : 6 }],
    assortment: [
      { value: 'FS', label: 'Fast sortiment', count: 30 },
      { value: 'BS', label: 'Ordervaror', count: 0 },
    ],
    price: [
      { min: 0, max: 99.99, count: 10 },
      { min: 100, max: 149.99, count: 12 },
      { min: 150, max: 199.99, count: 8 },
      { min: 200, max: 299.99, count: 6 },
      { min: 300, max: null, count: 4 },
    ],
    clocks: { body: clocks(3), fruitacid: clocks(2), roughness: clocks(1), sweetness: clocks(4) },
    organic: spain ? 0 : 7,
    new: 2,
  };
}
