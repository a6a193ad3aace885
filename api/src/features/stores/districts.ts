/**
 * City districts people search stores by ('Södermalm', 'Hisingen'): a store belongs to a district when its
 * coordinates lie inside the district's border. Districts are not in Systembolaget's data (a store's city is
 * 'STOCKHOLM' or 'GÖTEBORG'), so the borders are written here, once.
 *
 * Source: drawn by hand from the districts' borders on OpenStreetMap (© OpenStreetMap contributors, ODbL),
 * following the water and the streets named beside each, simplified to a few corners (latitude, longitude).
 * They are coarse (tens of metres off along a street), which is enough to tell districts apart:
 * `districts.test.ts` checks each against the stores in `api/data/systembolaget-stores.json.gz`.
 */
import { fold, fuzzyDistance, WordList } from '../vocabulary';

export type Corner = readonly [latitude: number, longitude: number];

export interface District {
  name: string;
  city: string;
  /** Other names people use ('Söder'). */
  aliases: readonly string[];
  border: readonly Corner[];
}

export const DISTRICTS: readonly District[] = [
  {
    name: 'Södermalm',
    city: 'Stockholm',
    aliases: ['Söder'],
    // The island with Långholmen: Riddarfjärden and Saltsjön to the north, Årstaviken and Hammarby sjö to the south.
    border: [
      [59.324, 18.015],
      [59.323, 18.045],
      [59.3205, 18.072],
      [59.3215, 18.09],
      [59.318, 18.108],
      [59.3135, 18.11],
      [59.306, 18.095],
      [59.303, 18.078],
      [59.3075, 18.055],
      [59.311, 18.035],
      [59.314, 18.015],
    ],
  },
  {
    name: 'Kungsholmen',
    city: 'Stockholm',
    aliases: [],
    // The island: Karlbergssjön and Barnhusviken to the north, Klara sjö to the east, Riddarfjärden to the south.
    border: [
      [59.34, 17.995],
      [59.3395, 18.02],
      [59.3385, 18.035],
      [59.337, 18.047],
      [59.333, 18.0505],
      [59.3275, 18.0545],
      [59.324, 18.045],
      [59.3255, 18.02],
      [59.33, 17.995],
    ],
  },
  {
    name: 'Vasastan',
    city: 'Stockholm',
    aliases: ['Vasastaden'],
    // Tegnérgatan to the south, Birger Jarlsgatan to the east, Norrtull and Roslagstull to the north, Karlberg to the west.
    border: [
      [59.34, 18.03],
      [59.352, 18.028],
      [59.3525, 18.043],
      [59.351, 18.058],
      [59.345, 18.062],
      [59.338, 18.068],
      [59.3375, 18.05],
      [59.3385, 18.045],
    ],
  },
  {
    name: 'Norrmalm',
    city: 'Stockholm',
    aliases: [],
    // Strömmen to the south, Klara sjö to the west, Tegnérgatan to the north, Birger Jarlsgatan and Nybroviken to the east.
    border: [
      [59.329, 18.056],
      [59.3375, 18.051],
      [59.338, 18.068],
      [59.3358, 18.073],
      [59.3318, 18.0765],
      [59.329, 18.075],
    ],
  },
  {
    name: 'Östermalm',
    city: 'Stockholm',
    aliases: [],
    // Birger Jarlsgatan to the west, Strandvägen to the south, Gärdet to the east, Valhallavägen to the north.
    border: [
      [59.3318, 18.0765],
      [59.3358, 18.073],
      [59.345, 18.062],
      [59.351, 18.058],
      [59.352, 18.09],
      [59.347, 18.115],
      [59.331, 18.115],
      [59.331, 18.08],
    ],
  },
  {
    name: 'Gamla stan',
    city: 'Stockholm',
    aliases: [],
    border: [
      [59.3215, 18.063],
      [59.329, 18.063],
      [59.329, 18.08],
      [59.3215, 18.08],
    ],
  },
  {
    name: 'Majorna',
    city: 'Göteborg',
    aliases: [],
    // Göta älv to the north, Slottsskogen to the south-east, Kungsladugård to the south, Klippan to the west.
    border: [
      [57.683, 11.895],
      [57.6925, 11.895],
      [57.697, 11.915],
      [57.6995, 11.945],
      [57.683, 11.945],
    ],
  },
  {
    name: 'Hisingen',
    city: 'Göteborg',
    aliases: [],
    // The island between Göta älv (south and east) and Nordre älv (north), Torslanda included.
    border: [
      [57.686, 11.7],
      [57.69, 11.85],
      [57.6955, 11.895],
      [57.7, 11.91],
      [57.7055, 11.94],
      [57.713, 11.952],
      [57.718, 11.966],
      [57.725, 11.985],
      [57.735, 11.995],
      [57.76, 12.01],
      [57.79, 12.01],
      [57.83, 11.98],
      [57.83, 11.7],
    ],
  },
];

/** Is the point inside the border (ray casting; the border closes itself)? */
export function insideBorder(latitude: number, longitude: number, border: readonly Corner[]): boolean {
  let inside = false;
  for (let i = 0, j = border.length - 1; i < border.length; j = i++) {
    const [yi, xi] = border[i]!;
    const [yj, xj] = border[j]!;
    if (yi > latitude !== yj > latitude && longitude < ((xj - xi) * (latitude - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const byName = new Map<string, District>();
const names = new WordList();
for (const d of DISTRICTS) {
  for (const name of [d.name, ...d.aliases]) {
    byName.set(fold(name), d);
    names.add(fold(name));
  }
}

/** The district a search names, allowing a typo or two ('Södermlam'); null when it names none. */
export function districtNamed(search: string): District | null {
  const key = fold(search.trim()).replace(/\s+/g, ' ');
  const found = byName.get(key) ?? byName.get(names.nearest(key, fuzzyDistance(key), 1)[0] ?? '');
  return found ?? null;
}
