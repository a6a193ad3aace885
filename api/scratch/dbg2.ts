import { wine } from '../src/test-kit/recommendation-fixtures';
import { rankWines, toWish } from '../src/features/recommendation';
const red = (id: number, over: any = {}) => wine({ id, productNumber: `90${id}`, producer: `P${id}`, name: `Vin ${id}`, style: 'red', symbols: ['not'], clocks: { body: 9, roughness: 8 }, ...over });
const italian = Array.from({ length: 8 }, (_, i) => red(i + 1, { usage: 'Till nötkött.', country: 'Italien', countrySlug: 'italien' }));
const others = [20, 21, 22].map((id) => red(id, { country: 'Spanien', countrySlug: 'spanien' }));
console.log(rankWines([...italian, ...others], toWish({ food: ['not'] }), { limit: 7 }).map((r) => [r.wine.id, r.wine.countrySlug, r.score, r.tier]));
import { candidates } from '../src/features/recommendation/rank';
console.log(candidates([...italian, ...others], toWish({ food: ['not'] })).map((c) => [c.wine.id, c.tier, c.score.toFixed(3)]));
