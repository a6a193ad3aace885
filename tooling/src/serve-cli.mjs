#!/usr/bin/env node
// vk-serve --dir dist --port 3001 [--host 0.0.0.0]: serves a built remote (on loopback by default).
import { createStaticServer, serveCliOptions, serverLogger } from './serve-static.mjs';

const { dir, port, host } = serveCliOptions(process.argv.slice(2));
if (!Number.isInteger(port) || port <= 0) {
  console.error('vk-serve: --port <number> (or PORT) is required');
  process.exit(2);
}

const app = await createStaticServer({ dir, logger: serverLogger() });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    app.close().then(() => process.exit(0));
  });
}
await app.listen({ port, host });
