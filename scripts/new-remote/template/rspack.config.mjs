import { readFileSync } from 'node:fs';
import { exposesOf } from '@vinkompassen/shared-contracts/remote-modules';
import { createFederatedConfig, createServerConfig } from '@vinkompassen/tooling/rspack';

const { config } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

// A function so `--mode` from the CLI decides dev/prod output (hashing, minification, JSX dev transform).
// Two builds: the browser's, and the same screens for the shell's server renderer (dist/server/).
export default (_env, argv) => {
  const options = { name: '__name__', dir: import.meta.dirname, mode: argv.mode, exposes: exposesOf('__name__') };
  const browser = { ...createFederatedConfig({ ...options, port: config.port }), name: '__name__' };
  return [browser, { ...createServerConfig(options), dependencies: ['__name__'] }];
};
