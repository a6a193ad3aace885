/** Request size and time limits: what a slow or oversized client can hold. */
import { connect, type Socket } from 'node:net';
import type { ErrorBody } from '@vinkompassen/shared-contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMITS } from './http/body-limits';
import { HEADERS_TOO_LARGE, MALFORMED_REQUEST } from './http/errors';
import { createTestApp, type TestContext } from './testing/app';
import { request } from './testing/request';

/** Resolves with what the server sent once it closes the socket, or with null if it is still open after `ms`. */
function closedWithin(socket: Socket, ms: number): Promise<string | null> {
  return new Promise((resolve) => {
    let received = '';
    socket.on('data', (d) => (received += d.toString()));
    const timer = setTimeout(() => resolve(null), ms);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(received);
    });
  });
}

describe('request limits', () => {
  let ctx: TestContext;
  let port: number;
  beforeAll(async () => {
    ctx = await createTestApp('pglite', { timeouts: { requestMs: 1000, idleMs: 500 } });
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    port = (ctx.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const open = () => {
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => {});
    return socket;
  };

  it('a JSON body over the limit is answered 413 from its Content-Length, before it is read', async () => {
    const big = JSON.stringify({ answers: { food: ['x'.repeat(BODY_LIMITS.winefinder)] } });
    const res = await request<ErrorBody>(ctx.app, { method: 'POST', url: '/api/v1/chat/', body: big, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ detail: 'För stor förfrågan.' });

    // Only the headers are sent: the answer comes without waiting for the announced megabyte.
    const socket = open();
    socket.write('POST /api/v1/chat/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1048576\r\n\r\n{"a":');
    const answer = await closedWithin(socket, 3000);
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
  });

  it('a body that stalls is dropped within the idle timeout', async () => {
    const socket = open();
    socket.write('POST /api/v1/chat/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"answers":');
    expect(await closedWithin(socket, 4000)).not.toBeNull();
  });

  it('a body trickled a byte at a time is dropped within the request timeout', async () => {
    const socket = open();
    socket.write('POST /api/v1/chat/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n');
    const trickle = setInterval(() => socket.writable && socket.write(' '), 200);
    try {
      expect(await closedWithin(socket, 5000)).not.toBeNull();
    } finally {
      clearInterval(trickle);
    }
  });

  it('headers that never end are dropped within the request timeout', async () => {
    const socket = open();
    socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n');
    const trickle = setInterval(() => socket.writable && socket.write('X-A: b\r\n'), 200);
    try {
      expect(await closedWithin(socket, 5000)).not.toBeNull();
    } finally {
      clearInterval(trickle);
    }
  });

  /** The status line and the JSON body of a raw answer. */
  const parse = (answer: string | null) => {
    const [head = '', body = ''] = (answer ?? '').split('\r\n\r\n');
    return { statusLine: head.split('\r\n')[0], contentType: /content-type: ([^\r]+)/i.exec(head)?.[1], body: body ? (JSON.parse(body) as unknown) : null };
  };

  it('headers over 16 KB: 431 in the API\'s own shape, {detail}', async () => {
    const socket = open();
    socket.write(`GET /api/v1/product/ HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    const answer = parse(await closedWithin(socket, 3000));
    expect(answer.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(answer.contentType).toBe('application/json; charset=utf-8');
    expect(answer.body).toEqual({ detail: HEADERS_TOO_LARGE });
  });

  it('bytes that are not HTTP: 400 {detail}', async () => {
    const socket = open();
    socket.write('HELLO\x00 WORLD\r\n\r\n');
    const answer = parse(await closedWithin(socket, 3000));
    expect(answer.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(answer.body).toEqual({ detail: MALFORMED_REQUEST });
  });
});
