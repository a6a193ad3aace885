/**
 * The API's import rules (.dependency-cruiser.cjs) on a planted tree: a config change that quietly stops catching a
 * feature reaching past another feature's door fails here instead of going unnoticed.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';
import { apiRoot } from './config';

const config = createRequire(import.meta.url)(path.join(apiRoot, '.dependency-cruiser.cjs')) as IConfiguration;
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The rules broken by a tree of files (path → source), cruised as `npm run lint:deps` cruises src/. */
async function violations(files: Record<string, string>, { aliases = false } = {}): Promise<string[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vk-deprules-'));
  dirs.push(dir);
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), source);
  }
  const cwd = process.cwd();
  process.chdir(dir);
  try {
    const tsConfig = aliases ? { fileName: 'tsconfig.json' } : undefined;
    if (aliases) writeFileSync('tsconfig.json', JSON.stringify({ compilerOptions: { paths: { '@/*': ['./src/*'] } } }));
    const { output } = await cruise(['src'], { ruleSet: { forbidden: config.forbidden }, validate: true, ...config.options, tsConfig });
    return (output as ICruiseResult).summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
  } finally {
    process.chdir(cwd);
  }
}

describe('API import rules', () => {
  const room = { 'src/features/stores/index.ts': "export { hours } from './today';\n", 'src/features/stores/today.ts': 'export const hours = 1;\n' };

  it('a feature importing a file behind another feature’s door is refused', async () => {
    expect(await violations({ ...room, 'src/features/stock/queries.ts': "import { hours } from '../stores/today';\nexport const x = hours;\n" })).toEqual([
      'features-through-their-door: src/features/stock/queries.ts → src/features/stores/today.ts',
    ]);
  });

  it('a route or a plugin importing a file behind a feature’s door is refused; through the door it passes', async () => {
    expect(
      await violations({
        ...room,
        'src/routes/stores/index.ts': "import { hours } from '../../features/stores/today';\nexport const x = hours;\n",
        'src/plugins/stores.ts': "import { hours } from '../features/stores/today';\nexport const x = hours;\n",
        'src/routes/stock/index.ts': "import { hours } from '../../features/stores';\nexport const x = hours;\n",
        'src/routes/stock/stock.test.ts': "import { hours } from '../../features/stores/today';\nexport const t = hours;\n",
      }),
    ).toEqual([
      'features-through-their-door-from-outside: src/plugins/stores.ts → src/features/stores/today.ts',
      'features-through-their-door-from-outside: src/routes/stores/index.ts → src/features/stores/today.ts',
    ]);
  });

  it('through the door, or within its own room, a feature imports freely; tests may reach in', async () => {
    expect(
      await violations({
        ...room,
        'src/features/stock/queries.ts': "import { hours } from '../stores';\nimport { y } from './y';\nexport const x = hours + y;\n",
        'src/features/stock/y.ts': 'export const y = 2;\n',
        'src/features/stock/queries.test.ts': "import { hours } from '../stores/today';\nexport const t = hours;\n",
      }),
    ).toEqual([]);
  });

  it('an import through the @/ alias (api/src) is held to the same rules', async () => {
    const planted = { ...room, 'src/features/stock/queries.ts': "import { hours } from '@/features/stores/today';\nexport const x = hours;\n" };
    expect(await violations(planted, { aliases: true })).toEqual([
      'features-through-their-door: src/features/stock/queries.ts → src/features/stores/today.ts',
    ]);
  });
});
