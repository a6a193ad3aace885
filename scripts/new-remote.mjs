// `npm run new-remote -- <name>`: scaffolds the remote `<name>` in `mf-<name>/` from scripts/new-remote/template/ (one
// page at `/<name>` that builds, server-renders, hydrates and has its tests) and adds it to the registry of remotes
// and to docker-compose.yml. No other file changes: every consumer reads the registry. `npm start` then installs it.
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root as repoRoot } from './lib.mjs';

const TEMPLATE = path.join(import.meta.dirname, 'new-remote', 'template');
export const REGISTRY_FILE = 'shared-contracts/src/federation/remoteModules.mjs';
const ROUTES_FILE = 'shared-contracts/src/routes/routes.ts';

const pascal = (name) => name[0].toUpperCase() + name.slice(1);

/** Inserts `lines` before the `});` that closes `export const <name> = … ({`. */
function appendToObject(source, name, lines) {
  const start = source.indexOf(`export const ${name} = `);
  const end = source.indexOf('\n});', start);
  if (start < 0 || end < 0) throw new Error(`${REGISTRY_FILE}: cannot find the object ${name}`);
  return `${source.slice(0, end)}\n${lines}${source.slice(end)}`;
}

function addToCompose(text, { name, dir, port }) {
  const origin = `http://localhost:${port}`;
  const variable = `REMOTE_${name.toUpperCase()}_URL`;
  let next = text.replace(/(SERVER_ORIGINS: \S+)/, `$1,${origin}=http://${name}:8080`);
  next = next.replace(/(\n(\s+)REMOTE_\w+_URL: \S+)(?!.*\n\s+REMOTE_\w+_URL:)/s, `$1\n$2${variable}: ${origin}/mf-manifest.json`);
  const service = `  ${name}:\n    <<: *remote\n    build: { <<: *frontend-build, args: { PACKAGE: ${dir} } }\n    ports: ["${port}:8080"]\n\n`;
  next = next.replace(/\nvolumes:\n/, `\n${service}volumes:\n`);
  if (next.split('\n').length !== text.split('\n').length + 6) throw new Error('docker-compose.yml: not laid out as expected');
  return next;
}

/**
 * Copies the template with its placeholders (`__name__`, `__Name__`, `__NAME__`, `__port__`, and `__contracts__`: the
 * shared-contracts version the other packages pin, which a strictVersion singleton must match) filled in.
 */
function copyTemplate(target, values) {
  cpSync(TEMPLATE, target, { recursive: true });
  const fill = (text) => text.replace(/__(name|Name|NAME|port|contracts)__/g, (_, key) => values[key]);
  const walk = (dir) => {
    for (const entry of readdirSync(dir)) {
      const file = path.join(dir, entry);
      if (statSync(file).isDirectory()) walk(file);
      else writeFileSync(file, fill(readFileSync(file, 'utf8')));
      if (fill(entry) !== entry) renameSync(file, path.join(dir, fill(entry)));
    }
  };
  walk(target);
}

/**
 * Scaffolds the remote `name` in the repository at `root`; returns what it made.
 * @param {string} name
 * @param {{ root?: string }} [options]
 */
export async function newRemote(name, { root = repoRoot } = {}) {
  if (!/^[a-z][a-z0-9]{1,30}$/.test(name ?? '')) throw new Error('usage: npm run new-remote -- <name> (lower-case letters and digits, e.g. cellar)');
  const registryPath = path.join(root, REGISTRY_FILE);
  // A fresh import of the registry (it may have changed since this process loaded it).
  const { REMOTES } = await import(`${pathToFileURL(registryPath).href}?t=${Date.now()}`);
  const dir = `mf-${name}`;
  if (Object.hasOwn(REMOTES, name) || existsSync(path.join(root, dir))) throw new Error(`the remote ${name} (${dir}/) exists already`);
  if (name === 'shell') throw new Error('shell is the host\'s Module Federation name: choose another name');
  // Its page is at /<name>: a path the contracts' routes (or the shell's own pages) already start with would shadow it.
  const taken = [...readFileSync(path.join(root, ROUTES_FILE), 'utf8').matchAll(/'\/([a-z0-9-]+)/g)].map((match) => match[1]);
  if (taken.includes(name)) throw new Error(`/${name} is a route of the app already: choose another name`);

  const portOffset = Math.max(...Object.values(REMOTES).map((remote) => remote.portOffset)) + 1;
  const port = 3000 + portOffset;
  const Name = pascal(name);

  const contracts = JSON.parse(readFileSync(path.join(root, 'shared-contracts/package.json'), 'utf8')).version;
  copyTemplate(path.join(root, dir), { name, Name, NAME: name.toUpperCase(), port: String(port), contracts });
  let registry = readFileSync(registryPath, 'utf8');
  registry = appendToObject(registry, 'REMOTES', `  ${name}: { dir: '${dir}', portOffset: ${portOffset} },`);
  registry = appendToObject(
    registry,
    'REMOTE_MODULES',
    `  ${name}: {\n    './${Name}Page': { source: './src/${Name}Page.tsx', screen: '${name}', path: '/${name}' },\n  },`,
  );
  writeFileSync(registryPath, registry);
  const composePath = path.join(root, 'docker-compose.yml');
  writeFileSync(composePath, addToCompose(readFileSync(composePath, 'utf8'), { name, dir, port }));
  return { dir, port, path: `/${name}`, module: `./${Name}Page` };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const made = await newRemote(process.argv[2]);
    console.log(`${made.dir}/: remote ${process.argv[2]} on port ${made.port}, its page ${made.module} at ${made.path}.`);
    console.log(`Changed: ${REGISTRY_FILE}, docker-compose.yml. Next: npm start (installs it, builds, serves).`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
