// node --test tooling/src
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import zlib from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createStaticServer, cacheControlFor, PERMISSIONS_POLICY, serveCliOptions, serverLogger } from './serve-static.mjs';
import { compressedCopies } from './precompress-plugin.mjs';

function distFixture() {
  const dir = mkdtempSync(path.join(tmpdir(), 'vk-dist-'));
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'x'.repeat(4096));
  writeFileSync(path.join(dir, 'mf-manifest.json'), '{"id":"discovery"}');
  writeFileSync(path.join(dir, '123.abcdef12.js'), 'console.log(1)');
  writeFileSync(path.join(dir, '123.abcdef12.js.map'), '{"version":3,"sources":["src/secret.ts"],"sourcesContent":["…"]}');
  return dir;
}

test('cache headers: hashed files immutable, entry points revalidated', () => {
  assert.equal(cacheControlFor('/d/123.abcdef12.js'), 'public, max-age=31536000, immutable');
  assert.equal(cacheControlFor('/d/__federation_expose_HomePage.0a1b2c3d.css'), 'public, max-age=31536000, immutable');
  assert.equal(cacheControlFor('/d/123.abcdef12.js.map'), 'public, max-age=31536000, immutable');
  assert.equal(cacheControlFor('/d/remoteEntry.js'), 'no-cache');
  assert.equal(cacheControlFor('/d/mf-manifest.json'), 'no-cache');
});

test('serves a remote with CORS, caching, compression and /healthz', async (t) => {
  const app = await createStaticServer({ dir: distFixture(), name: 'discovery', logger: false });
  t.after(() => app.close());

  const health = await app.inject('/healthz');
  assert.deepEqual(health.json(), { status: 'ok', name: 'discovery' });

  const hashed = await app.inject('/123.abcdef12.js');
  assert.equal(hashed.statusCode, 200);
  assert.equal(hashed.headers['access-control-allow-origin'], '*');
  assert.equal(hashed.headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.equal(hashed.headers['permissions-policy'], PERMISSIONS_POLICY);
  assert.equal(health.headers['permissions-policy'], PERMISSIONS_POLICY);

  const manifest = await app.inject('/mf-manifest.json');
  assert.equal(manifest.headers['cache-control'], 'no-cache');
  assert.equal(manifest.headers['access-control-allow-origin'], '*');

  const entry = await app.inject({ url: '/remoteEntry.js', headers: { 'accept-encoding': 'gzip' } });
  assert.equal(entry.headers['content-encoding'], 'gzip');
  assert.equal(entry.headers['cache-control'], 'no-cache');

  assert.equal((await app.inject('/missing.js')).statusCode, 404);
});

test('sends the build\'s compressed copies as they are, with the original\'s type and caching', async (t) => {
  const dir = distFixture();
  const code = `export const wines = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Vin ${i}` })))};`;
  writeFileSync(path.join(dir, '456.0badc0de.js'), code);
  const copies = await compressedCopies('456.0badc0de.js', Buffer.from(code));
  assert.deepEqual(copies.map((c) => c.name), ['456.0badc0de.js.br', '456.0badc0de.js.gz']);
  for (const copy of copies) writeFileSync(path.join(dir, copy.name), copy.content);
  assert.deepEqual(await compressedCopies('456.0badc0de.js.map', Buffer.from(code)), []);
  assert.deepEqual(await compressedCopies('tiny.js', Buffer.from('x')), []);

  const app = await createStaticServer({ dir, name: 'discovery', logger: false });
  t.after(() => app.close());
  const br = await app.inject({ url: '/456.0badc0de.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
  assert.equal(br.headers['content-encoding'], 'br');
  assert.deepEqual(br.rawPayload, copies[0].content);
  assert.equal(zlib.brotliDecompressSync(br.rawPayload).toString(), code);
  assert.match(String(br.headers['content-type']), /javascript/);
  assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');
  const gz = await app.inject({ url: '/456.0badc0de.js', headers: { 'accept-encoding': 'gzip' } });
  assert.deepEqual(gz.rawPayload, copies[1].content);
  assert.equal(gz.headers['access-control-allow-origin'], '*');
  assert.equal((await app.inject('/456.0badc0de.js')).body, code);
});

test('never publishes source maps (they carry every source file whole)', async (t) => {
  const app = await createStaticServer({ dir: distFixture(), name: 'discovery', logger: false });
  t.after(() => app.close());
  assert.equal((await app.inject('/123.abcdef12.js.map')).statusCode, 404);
  assert.equal((await app.inject('/123.abcdef12.JS.MAP')).statusCode, 404);
  assert.equal((await app.inject('/123.abcdef12.js')).statusCode, 200);
});

test('vk-serve listens on loopback unless --host or HOST says otherwise (not on every interface)', async (t) => {
  const options = serveCliOptions(['--dir', distFixture(), '--port', '0'], { PORT: '3001' });
  assert.equal(options.port, 0);
  const app = await createStaticServer({ dir: options.dir, logger: false });
  t.after(() => app.close());
  await app.listen({ port: options.port, host: options.host });
  const bound = app.addresses().map((a) => a.address);
  assert.ok(bound.length > 0);
  for (const address of bound) assert.ok(['127.0.0.1', '::1'].includes(address), `bound to ${address}`);

  assert.deepEqual(serveCliOptions([], { PORT: '3001', HOST: '0.0.0.0' }), { dir: 'dist', port: 3001, host: '0.0.0.0' });
  assert.equal(serveCliOptions(['--host', '::'], { HOST: '0.0.0.0' }).host, '::');
  assert.ok(Number.isNaN(serveCliOptions([], {}).port));
});

test('serves every complete release under /releases/<id>/, cached for good; a release being built is not served', async (t) => {
  const releasesDir = mkdtempSync(path.join(tmpdir(), 'vk-releases-'));
  for (const id of ['20261207-045812-aaaa', '.20261207-050000-bbbb']) {
    mkdirSync(path.join(releasesDir, id, 'server'), { recursive: true });
    writeFileSync(path.join(releasesDir, id, 'mf-manifest.json'), `{"id":"${id}"}`);
    writeFileSync(path.join(releasesDir, id, 'server', 'remoteEntry.js'), 'module.exports = {}');
  }
  const app = await createStaticServer({ dir: distFixture(), name: 'discovery', logger: false, releasesDir });
  t.after(() => app.close());

  const manifest = await app.inject('/releases/20261207-045812-aaaa/mf-manifest.json');
  assert.equal(manifest.statusCode, 200);
  assert.deepEqual(manifest.json(), { id: '20261207-045812-aaaa' });
  assert.equal(manifest.headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.equal(manifest.headers['access-control-allow-origin'], '*');
  assert.equal((await app.inject('/releases/20261207-045812-aaaa/server/remoteEntry.js')).statusCode, 200);
  assert.equal((await app.inject('/releases/.20261207-050000-bbbb/mf-manifest.json')).statusCode, 404);
  // The package's own build is served as before.
  assert.equal((await app.inject('/mf-manifest.json')).headers['cache-control'], 'no-cache');
});

test('LOG_LEVEL=warn keeps a starting server quiet; by default it says where it listens', async (t) => {
  const linesAt = async (env) => {
    const lines = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await createStaticServer({ dir: distFixture(), name: 'discovery', logger: { ...serverLogger(env), stream } });
    t.after(() => app.close());
    await app.listen({ port: 0, host: '127.0.0.1' });
    return lines;
  };
  assert.deepEqual(await linesAt({ LOG_LEVEL: 'warn' }), []);
  assert.match((await linesAt({})).join(''), /Server listening/);
});
