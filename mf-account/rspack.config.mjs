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
      './RegisterPage': './src/register/RegisterPage.tsx',
      './LoginPage': './src/login/LoginPage.tsx',
      './ResetPage': './src/reset/ResetPage.tsx',
      './ConfirmResetPage': './src/reset/ConfirmResetPage.tsx',
      './ProfilePage': './src/profile/ProfilePage.tsx',
      './LoginModal': './src/login/LoginModal.tsx',
      './RegisterModal': './src/register/RegisterModal.tsx',
    },
  });
