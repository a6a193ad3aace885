import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { ShareCardCache } from './cache';
import { RenderNotWanted, type RenderedCard } from './render';

const card = (text: string): RenderedCard => ({ png: Buffer.from(text), ms: 1 });

describe('ShareCardCache', () => {
  it('keeps a card on disk: a new cache on the same folder (a restart, another instance) serves it without rendering', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vk-cards-'));
    let renders = 0;
    const render = async () => {
      renders += 1;
      return card('png-1');
    };
    const first = new ShareCardCache({ dir });
    expect((await first.get('product:1:v1', render)).rendered).not.toBeNull();
    await expect.poll(() => readdirSync(dir).filter((f) => f.endsWith('.png'))).toHaveLength(1);
    expect(readdirSync(dir).some((f) => f.endsWith('.part'))).toBe(false);
    const second = new ShareCardCache({ dir });
    expect(await second.has('product:1:v1')).toBe(true);
    expect(await second.has('product:1:v2')).toBe(false);
    const again = await second.get('product:1:v1', render);
    expect(again).toEqual({ png: Buffer.from('png-1'), rendered: null });
    expect(renders).toBe(1);
  });

  it('requests for the same card share one render; a render whose every requester has gone is not wanted', async () => {
    const cache = new ShareCardCache();
    const seen: boolean[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const render = async (wanted: () => boolean) => {
      await gate;
      seen.push(wanted());
      if (!wanted()) throw new RenderNotWanted();
      return card('x');
    };
    const a = new AbortController();
    const b = new AbortController();
    const first = cache.get('k', render, a.signal);
    const second = cache.get('k', render, b.signal);
    a.abort();
    b.abort();
    release();
    await expect(first).rejects.toBeInstanceOf(RenderNotWanted);
    await expect(second).rejects.toBeInstanceOf(RenderNotWanted);
    expect(seen).toEqual([false]);
    // Asked again later: rendered for the one who asks.
    expect((await cache.get('k', async (wanted) => (wanted() ? card('y') : Promise.reject(new RenderNotWanted())))).png.toString()).toBe('y');
  });

  it('one requester gone, another still waiting: the card is rendered for the one who waits', async () => {
    const cache = new ShareCardCache();
    const gone = new AbortController();
    const render = async (wanted: () => boolean) => {
      await sleep(10);
      return wanted() ? card('z') : Promise.reject(new RenderNotWanted());
    };
    const left = cache.get('k', render, gone.signal);
    const stays = cache.get('k', render);
    gone.abort();
    expect((await stays).png.toString()).toBe('z');
    await left;
  });
});
