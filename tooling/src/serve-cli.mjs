#!/usr/bin/env node
// vk-serve --dir dist --port 3001 [--host 0.0.0.0]: serves a built remote (on loopback by default).
import { parseArgs } from 'node:util';
import { createStaticServer } from './serve-static.mjs';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    port: { type: 'string', default: process.env.PORT },
    // Loopback unless told otherwise (the container image sets HOST=0.0.0.0).
    host: { type: 'string', default: process.env.HOST ?? 'localhost' },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port <= 0) {
  console.error('vk-serve: --port <number> (or PORT) is required');
  process.exit(2);
}

const app = await createStaticServer({ dir: values.dir });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    app.close().then(() => process.exit(0));
  });
}
await app.listen({ port, host: values.host });
