import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLogStream } from './request-log';

describe('request log to a file', () => {
  it('writes every request to the file and only warnings and errors to the terminal, one readable line each', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'vk-log-')), 'logs', 'api.log');
    const shown: string[] = [];
    const app = Fastify({ logger: { stream: requestLogStream(file, { write: (t: string) => shown.push(t) }) } });
    app.get('/ok', async () => ({ ok: true }));
    app.get('/boom', async () => {
      throw new Error('the database is gone');
    });
    for (let i = 0; i < 20; i++) await app.inject({ url: '/ok' });
    expect((await app.inject({ url: '/boom' })).statusCode).toBe(500);
    await app.close();
    await new Promise((r) => setTimeout(r, 50));
    const logged = readFileSync(file, 'utf8').trim().split('\n');
    expect(logged.length).toBeGreaterThanOrEqual(42); // a request and a response line each
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatch(/^\[api\] error: .*the database is gone.*\(GET \/boom\)\n$/);
  });
});
