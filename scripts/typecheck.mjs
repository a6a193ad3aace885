// Type-checks every TypeScript package (strict), two at a time.
import { ensureInstall } from './ensure-install.mjs';
import { run } from './lib.mjs';

export const packages = ['shared-contracts', 'ui-kit', 'test-kit', 'api', 'shell', 'shell/src/ssr', 'shell/sw', 'mf-discovery', 'mf-winefinder', 'mf-social', 'mf-account', 'e2e'];

export async function typecheck() {
  const queue = [...packages];
  const worker = async () => {
    for (let pkg = queue.shift(); pkg; pkg = queue.shift()) await run('npx', ['tsc', '-p', `${pkg}/tsconfig.json`, '--noEmit']);
  };
  await Promise.all([worker(), worker()]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await ensureInstall();
  await typecheck();
}
