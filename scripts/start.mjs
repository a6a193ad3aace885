// `npm start`: install what is missing, build, then run API (migrates + imports on first start), remotes and shell.
import { ensureInstall } from './ensure-install.mjs';

await ensureInstall();
const { buildAll } = await import('./build.mjs');
const { startSystem } = await import('./system.mjs');
const { log } = await import('./lib.mjs');
const { pointerFileOf } = await import('../tooling/src/releases/release-store.mjs');

await buildAll();
const system = await startSystem({
  basePort: Number(process.env.PORT ?? 3000),
  apiPort: Number(process.env.API_PORT ?? 8000),
  // Request logs to DATA_DIR/logs/api.log: the terminal shows what starts, the catalog, the URL and errors. The live
  // release of each remote (`npm run release`) is read by the shell's server without a restart.
  env: { REQUEST_LOG: process.env.REQUEST_LOG ?? 'file', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', RELEASES_FILE: pointerFileOf() },
});
log(`Vinkompassen is running on ${system.shellUrl} (Ctrl-C stops it)`);

const shutdown = async () => {
  await system.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
for (const { name, child } of system.children) {
  child.on('exit', (code, signal) => {
    if (signal === 'SIGTERM') return;
    log(`${name} stopped (${code ?? signal}); stopping the rest`);
    void shutdown();
  });
}
