import { readFileSync } from 'node:fs';
import { exposesOf } from '@vinkompassen/shared-contracts/remote-modules';
import { createFederatedConfig, createServerConfig } from '@vinkompassen/tooling/rspack';

const { config } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

// A function so `--mode` from the CLI decides dev/prod output (hashing, minification, JSX dev transform).
// Two builds: the browser's, and the same screens for the shell's server renderer (dist/server/).
export default (_env, argv) => {
  const options = { name: 'discovery', dir: import.meta.dirname, mode: argv.mode, exposes: exposesOf('discovery') };
  const browser = { ...createFederatedConfig({ ...options, port: config.port }), name: 'discovery' };
  return [browser, { ...createServerConfig(options), dependencies: ['discovery'] }];
};
