#!/usr/bin/env node
// Runs the built shell: PORT (3000), HOST (localhost), API_URL, REMOTE_*_URL or RUNTIME_CONFIG_FILE.
import path from 'node:path';
import { buildServer, listenOptions } from './app.mjs';

const app = await buildServer({ distDir: path.join(import.meta.dirname, '..', 'dist') });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    app.close().then(() => process.exit(0));
  });
}
// Loopback unless HOST says otherwise (the container image sets HOST=0.0.0.0).
await app.listen(listenOptions());
