import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { PASSWORD, api, env } from '../support/api';

/** Helpers of the account specs. */

/** A new account made through the API (registrations are rate limited per IP: use sparingly). */
export async function registerByApi(email: string, name: string): Promise<void> {
  await api.post('/auth/registration/', { email, name, password1: PASSWORD, password2: PASSWORD }, 201);
}

/** Status of a login through the API (200 with a token, 400 for wrong credentials). Logins are rate limited (10 a minute per IP). */
export async function loginStatus(email: string, password: string): Promise<number> {
  return (await api.send('POST', '/login/', { email, password })).status;
}

/** Status of loading the profile with a token (401 once the token is gone). */
export async function profileStatus(token: string): Promise<number> {
  return (await api.as(token).send('GET', '/auth/profile/')).status;
}

export async function firstWine(): Promise<{ id: number; slug: string }> {
  const wine = (await api.get<{ results: { id: number; slug: string }[] }>('/api/v1/product/?page_size=1')).results[0];
  if (!wine) throw new Error('the catalogue is empty');
  return wine;
}

/** Waits for the newest mail to `to` written to the API's outbox after `since`. */
export async function waitForMail(to: string, since: Date): Promise<{ subject: string; text: string }> {
  const dir = env('E2E_OUTBOX_DIR');
  for (let i = 0; i < 60; i++) {
    const files = (await readdir(dir).catch(() => [])).filter((f) => f.endsWith('.json')).sort().reverse();
    for (const file of files) {
      const mail = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as { to: string; date: string; subject: string; text: string };
      if (mail.to === to && new Date(mail.date) >= since) return mail;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to} in ${dir}`);
}

/** A small, valid PNG (a wine-red square) for avatar uploads. */
export function pngFile(name = 'avatar.png'): { name: string; mimeType: string; buffer: Buffer } {
  const size = 32;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [122, 31, 61]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  const buffer = Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
  return { name, mimeType: 'image/png', buffer };
}
