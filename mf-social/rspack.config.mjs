import { readFileSync } from 'node:fs';
import { createFederatedConfig } from '@vinkompassen/tooling/rspack';

const { config } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

// A function so `--mode` from the CLI decides dev/prod output (hashing, minification, JSX dev transform).
export default (_env, argv) =>
  createFederatedConfig({
    name: 'social',
    dir: import.meta.dirname,
    mode: argv.mode,
    port: config.port,
    exposes: {
      './UserPage': './src/pages/UserPage.tsx',
      './UserListPage': './src/pages/UserListPage.tsx',
      './CreateListModal': './src/modals/CreateListModal.tsx',
      './AddToListModal': './src/modals/AddToListModal.tsx',
      './NotesPanel': './src/panels/NotesPanel.tsx',
    },
  });
