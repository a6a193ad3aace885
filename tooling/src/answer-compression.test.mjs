// node --test tooling/src
import { test } from 'node:test';
import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import { answerEncoding, compressAnswer } from './answer-compression.mjs';

test('the encoding follows Accept-Encoding: brotli first, then gzip, none when neither is taken', () => {
  assert.equal(answerEncoding('gzip, deflate, br, zstd'), 'br');
  assert.equal(answerEncoding('gzip, deflate'), 'gzip');
  assert.equal(answerEncoding('GZIP'), 'gzip');
  assert.equal(answerEncoding('x-gzip'), 'gzip');
  assert.equal(answerEncoding('*'), 'gzip');
  assert.equal(answerEncoding('br;q=0, gzip;q=0.5'), 'gzip');
  assert.equal(answerEncoding('br;q=0, gzip;q=0'), null);
  for (const refused of ['identity', 'deflate', 'zstd', '', undefined, ';;;,,,q=', 'ä'.repeat(5000)]) assert.equal(answerEncoding(refused), null, String(refused).slice(0, 20));
});

test('a compressed answer decompresses to the same bytes', () => {
  const body = Buffer.from('<p>Rött vin från Bordeaux</p>'.repeat(200));
  assert.deepEqual(zlib.brotliDecompressSync(compressAnswer(body, 'br')), body);
  assert.deepEqual(zlib.gunzipSync(compressAnswer(body, 'gzip')), body);
  assert.throws(() => compressAnswer(body, 'deflate'));
});
