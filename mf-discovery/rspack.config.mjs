import { readFileSync } from 'node:fs';
import { createFederatedConfig } from '@vinkompassen/tooling/rspack';

const { config } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

// A function so `--mode` from the CLI decides dev/prod output (hashing, minification, JSX dev transform).
export default (_env, argv) =>
  createFederatedConfig({
    name: 'discovery',
    dir: import.meta.dirname,
    mode: argv.mode,
    port: config.port,
    exposes: {
      './HomePage': './src/home/HomePage.tsx',
      './ToplistsPage': './src/catalogs/ToplistsPage.tsx',
      './ListsPage': './src/catalogs/ListsPage.tsx',
      './ListPage': './src/catalogs/ListPage.tsx',
      './ProductPage': './src/product/ProductPage.tsx',
      './DishesPage': './src/dishes/DishesPage.tsx',
      './DishPage': './src/dishes/DishPage.tsx',
      './SearchPage': './src/search/SearchPage.tsx',
      './FilterPage': './src/filters/FilterPage.tsx',
    },
  });
