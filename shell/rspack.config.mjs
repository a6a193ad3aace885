import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { createFederatedConfig, createServerConfig } from '@vinkompassen/tooling/rspack';
import { serviceWorkerBuild } from './build/service-worker-plugin.mjs';
import { runtimeConfigFromEnv } from './server/runtime-config.mjs';

const dir = import.meta.dirname;
const { config: pkgConfig } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));

// A function so `--mode` from the CLI decides dev/prod output (hashing, minification, JSX dev transform).
export default (_env, argv) => {
  const config = createFederatedConfig({ name: 'shell', dir, port: pkgConfig.port, isHost: true, mode: argv.mode });
  config.name = 'shell';
  config.plugins.push(new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(dir, 'public'), to: '.' }] }));

  // `rspack serve`: the same runtime config the production server builds from the environment.
  config.devServer.setupMiddlewares = (middlewares) => [
    {
      name: 'runtime-config',
      path: '/runtime-config.json',
      middleware: async (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(JSON.stringify(await runtimeConfigFromEnv(process.env)));
      },
    },
    ...middlewares,
  ];

  // The worker registers only in production builds (see src/pwa/registerServiceWorker.ts).
  if (config.mode !== 'production') return config;
  const worker = serviceWorkerBuild({ dir, mode: config.mode, appName: config.name });
  config.plugins.push(worker.collect);
  // The render host (dist-server/ssr.js, loaded by server/app.mjs): the same app for Node, remotes at run time.
  const server = createServerConfig({ name: 'shell', dir, mode: config.mode, entry: { ssr: './src/ssr/index.ts' } });
  return [config, worker.config, server];
};
