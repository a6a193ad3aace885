// Type-checks every TypeScript package (strict), two programs at a time.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureInstall } from './ensure-install.mjs';
import { frontends, root, run } from './lib.mjs';

const remotes = frontends.slice(1).map((fe) => fe.dir);
export const packages = ['shared-contracts', 'ui-kit', 'test-kit', 'api', 'shell', 'shell/src/ssr', 'shell/sw', ...remotes, 'e2e'];

const tsc = path.join(root, 'node_modules/typescript/bin/tsc');

/**
 * Packages whose tsconfig says exactly the same thing but for its folder (same base, same options, `include: ["src"]`)
 * are checked as one program: each program parses the libraries' types anew (~5 s each) and re-checks the shared
 * packages it imports, so seven programs cost several times one. A package that differs in anything is its own program.
 */
export function programs() {
  const groups = new Map();
  for (const pkg of packages) {
    const file = path.join(root, pkg, 'tsconfig.json');
    const config = JSON.parse(readFileSync(file, 'utf8'));
    const { extends: base, compilerOptions = {}, include, ...rest } = config;
    const mergeable = base && Object.keys(rest).length === 0 && JSON.stringify(include) === '["src"]';
    const key = mergeable ? JSON.stringify([path.resolve(path.dirname(file), base), compilerOptions]) : pkg;
    groups.set(key, [...(groups.get(key) ?? []), pkg]);
  }
  const dir = path.join(root, 'node_modules/.cache/typecheck');
  mkdirSync(dir, { recursive: true });
  return [...groups.entries()].map(([key, members]) => {
    if (members.length === 1) return { name: members[0], config: path.join(root, members[0], 'tsconfig.json') };
    const [base, compilerOptions] = JSON.parse(key);
    const name = members.join(' + ');
    const config = path.join(dir, `tsconfig.${members.join('-').replace(/\W+/g, '-')}.json`);
    writeFileSync(config, JSON.stringify({ extends: base, compilerOptions, include: members.map((pkg) => path.join(root, pkg, 'src')) }, null, 2));
    return { name, config };
  });
}

export async function typecheck() {
  // The merged program first: the longest, so the other worker takes the rest.
  const queue = programs().sort((a, b) => b.name.split(' + ').length - a.name.split(' + ').length);
  const worker = async () => {
    for (let program = queue.shift(); program; program = queue.shift()) await run(process.execPath, [tsc, '-p', program.config, '--noEmit']);
  };
  await Promise.all([worker(), worker()]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await ensureInstall();
  await typecheck();
}
