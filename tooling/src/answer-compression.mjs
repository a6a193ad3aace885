// How an answer without a compressed copy on disk is compressed (a rendered page, a file the build did not
// compress): brotli at quality 3 or gzip at level 5, whichever the client takes, brotli first. The static servers'
// per-answer compression (serve-static.mjs) and the shell's rendered pages use these same settings.
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

/** Preferred first. */
export const ANSWER_ENCODINGS = ['br', 'gzip'];

// gzip at level 5 costs a third less CPU than the default 6 for about 1.5 % more bytes on a wine page; brotli at
// quality 3 about half the CPU of quality 4 (0.38 against 0.68 ms on an 86 kB wine page) for 6 % more bytes.
export const GZIP_OPTIONS = { level: 5 };
export const BROTLI_OPTIONS = {
  params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: 3 },
};

/** The encoding to answer with for an Accept-Encoding header, or null (none asked for, or only identity). */
export function answerEncoding(acceptEncoding) {
  if (typeof acceptEncoding !== 'string' || acceptEncoding === '') return null;
  // As @fastify/compress reads it: `*` (no preference) and `x-gzip` mean gzip.
  return negotiate(acceptEncoding.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), ANSWER_ENCODINGS);
}

/**
 * `body` compressed in one call, in the calling thread: handing pages to libuv's thread pool cost more CPU than it
 * freed (measured on 2 cores with the API beside the shell: a burst of /terms pages took a third longer).
 */
export function compressAnswer(body, encoding) {
  if (encoding === 'br') return zlib.brotliCompressSync(body, BROTLI_OPTIONS);
  if (encoding === 'gzip') return zlib.gzipSync(body, GZIP_OPTIONS);
  throw new Error(`not an answer encoding: ${encoding}`);
}
