// Emits dist/sw.js from src/pwa/service-worker.js with the list of files to precache.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { rspack } from '@rspack/core';

const PRECACHE_FILE = /\.(js|css|html|svg|png|webmanifest)$/;

export class ServiceWorkerPlugin {
  constructor({ template }) {
    this.template = template;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ServiceWorkerPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ServiceWorkerPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          compilation.fileDependencies.add(this.template);
          const files = compilation
            .getAssets()
            .map((asset) => asset.name)
            .filter((name) => PRECACHE_FILE.test(name) && name !== 'index.html' && name !== 'sw.js')
            .sort()
            .map((name) => `/${name}`);
          const precache = ['/offline.html', ...files.filter((file) => file !== '/offline.html')];
          const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
          const source = readFileSync(this.template, 'utf8')
            .replace("'__VK_VERSION__'", JSON.stringify(version))
            .replace('__VK_PRECACHE__', JSON.stringify(precache));
          compilation.emitAsset('sw.js', new rspack.sources.RawSource(source));
        },
      );
    });
  }
}
