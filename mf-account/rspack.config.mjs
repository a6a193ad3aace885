import { readFileSync } from 'node:fs';
import { exposesOf } from '@vinkompassen/shared-contracts/remote-modules';
import { createFederatedConfig } from '@vinkompassen/tooling/rspack';

const { config } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

// A function so `--mode` from the CLI decides dev/prod output (hashing, minification, JSX dev transform).
export default (_env, argv) =>
  createFederatedConfig({
    name: 'account',
    dir: import.meta.dirname,
    mode: argv.mode,
    port: config.port,
    exposes: exposesOf('account'),
  });
