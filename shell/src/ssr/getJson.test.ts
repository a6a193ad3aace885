// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { server as mockedApi } from '@vinkompassen/test-kit';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getJson } from './getJson';

let base = '';
const sockets = new Set<string>();
const server = http.createServer((request, response) => {
  sockets.add(`${request.socket.remotePort}`);
  if (request.url === '/wine') return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ name: 'Rosé från Provence', å: [1, 2] }));
  if (request.url === '/slow') return void setTimeout(() => response.end('{}'), 2000);
  if (request.url === '/broken') return response.writeHead(200).end('{"half":');
  response.writeHead(404, { 'content-type': 'application/json' }).end('{"detail":"Hittades inte."}');
});

beforeAll(async () => {
  // A real server and real sockets: the package's mocked API would intercept Node's http client.
  mockedApi.close();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

it('answers the status and the parsed body, reusing one kept-alive connection', async () => {
  sockets.clear();
  expect(await getJson(`${base}/wine`)).toEqual({ status: 200, body: { name: 'Rosé från Provence', å: [1, 2] } });
  expect(await getJson(`${base}/wine`)).toEqual({ status: 200, body: { name: 'Rosé från Provence', å: [1, 2] } });
  expect(sockets.size).toBe(1);
});

it('gives a status outside 2xx without a body, and fails on a body that is not JSON', async () => {
  expect(await getJson(`${base}/missing`)).toEqual({ status: 404, body: undefined });
  await expect(getJson(`${base}/broken`)).rejects.toThrow(SyntaxError);
});

it('stops waiting when the signal aborts', async () => {
  const abort = new AbortController();
  setTimeout(() => abort.abort(), 50);
  const started = performance.now();
  await expect(getJson(`${base}/slow`, { signal: abort.signal })).rejects.toThrow();
  expect(performance.now() - started).toBeLessThan(1500);
});
