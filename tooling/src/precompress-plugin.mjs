// Brotli (quality 11) and gzip (level 9) copies of the text files a browser loads, written next to them at build time:
// the servers send these as they are (serve-static.mjs: preCompressed) instead of compressing every answer at a
// lower setting. compression-webpack-plugin does the same job but brings webpack itself in as a peer dependency.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { rspack } from '@rspack/core';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text a browser fetches; source maps are never served, so never compressed. */
const COMPRESSIBLE = /\.(js|css|html|json|svg|webmanifest|txt)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

/** The compressed copies of one file: `{ name.br, name.gz }`, each only when smaller than the file. */
export async function compressedCopies(name, content) {
  if (!COMPRESSIBLE.test(name) || content.length < MIN_BYTES) return [];
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    gzip(content, { level: 9 }),
  ]);
  return [
    { name: `${name}.br`, content: br },
    { name: `${name}.gz`, content: gz },
  ].filter((copy) => copy.content.length < content.length);
}

export class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async () => {
          const copies = await Promise.all(
            compilation.getAssets().map(({ name, source }) => compressedCopies(name, Buffer.from(source.buffer()))),
          );
          for (const copy of copies.flat()) compilation.emitAsset(copy.name, new rspack.sources.RawSource(copy.content));
        },
      );
    });
  }
}
