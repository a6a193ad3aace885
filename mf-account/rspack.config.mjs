import { readFileSync } from 'node:fs';
import { createFederatedConfig } from '@vinkompassen/tooling/rspack';

const { config } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

// A function so `--mode` from the CLI decides dev/prod output (hashing, minification, JSX dev transform).
export default (_env, argv) =>
  createFederatedConfig({
    name: 'account',
    dir: import.meta.dirname,
    mode: argv.mode,
    port: config.port,
    exposes: {
      './RegisterPage': './src/pages/RegisterPage.tsx',
      './LoginPage': './src/pages/LoginPage.tsx',
      './ResetPage': './src/pages/ResetPage.tsx',
      './ConfirmResetPage': './src/pages/ConfirmResetPage.tsx',
      './ProfilePage': './src/pages/ProfilePage.tsx',
      './LoginModal': './src/modals/LoginModal.tsx',
      './RegisterModal': './src/modals/RegisterModal.tsx',
    },
  });
