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
      './HomePage': './src/pages/HomePage.tsx',
      './ToplistsPage': './src/pages/ToplistsPage.tsx',
      './ListsPage': './src/pages/ListsPage.tsx',
      './ListPage': './src/pages/ListPage.tsx',
      './ProductPage': './src/pages/ProductPage.tsx',
      './DishesPage': './src/pages/DishesPage.tsx',
      './DishPage': './src/pages/DishPage.tsx',
      './SearchPage': './src/pages/SearchPage.tsx',
      './FilterPage': './src/pages/FilterPage.tsx',
    },
  });
