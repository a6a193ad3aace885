// drizzle-kit is hoisted to the root node_modules while npm nests drizzle-orm under api/: link the ORM
// where drizzle-kit can resolve it, then generate a migration from src/db/schema (offline).
import { spawnSync } from 'node:child_process';
import { existsSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const api = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rootOrm = path.join(api, '..', 'node_modules', 'drizzle-orm');
if (!existsSync(rootOrm) && existsSync(path.join(api, 'node_modules', 'drizzle-orm'))) {
  symlinkSync(path.join('..', 'api', 'node_modules', 'drizzle-orm'), rootOrm);
}
const result = spawnSync('npx', ['drizzle-kit', 'generate', ...process.argv.slice(2)], { cwd: api, stdio: 'inherit' });
process.exit(result.status ?? 1);
