import { searchDishes } from '../src/features/dishes/search';
for (const q of ['kräft', 'kräftor', 'lamm', 'lax', 'ost', 'pizz', 'gulasch', 'chokladtårta', 'grill']) console.log(q, '→', searchDishes(q, 6).map((d) => d.name).join(', '));
