import { api } from '../support/api';
import { expect, test } from '../support/fixtures';

/**
 * The pages' og:image under a burst: a chat app or crawler fetching many share cards at once gets an image for each.
 * Runs in the `load` project, after the other specs and alone; by itself: add `--no-deps`.
 */

test('a burst of 80 distinct share cards: every one answers as an image within 5 s', async ({ request }) => {
  test.setTimeout(240_000);
  // The fixed range's first 80 wines by id: the cards the API renders ahead (SHARE_CARDS_AHEAD in the global setup).
  const fixedRange: { id: number; slug: string }[] = [];
  for (let page = 1; ; page += 1) {
    const { results, next } = await api.get<{ results: { id: number; slug: string }[]; next: string | null }>(`/api/v1/product/?assortment=FS&page_size=100&page=${page}`);
    fixedRange.push(...results);
    if (!next) break;
  }
  const wines = fixedRange.sort((a, b) => a.id - b.id).slice(0, 80);
  expect(wines).toHaveLength(80);
  const apiUrl = process.env.E2E_API_URL!;
  const cardOf = (wine: { slug: string }) => `${apiUrl}/api/v1/share-cards/product/${wine.slug}.png`;
  // Rendering ahead runs in the background from the API's start: wait until it has passed the last of them (a
  // card served from disk carries no render time).
  await expect
    .poll(async () => (await request.head(cardOf(wines.at(-1)!))).headers()['server-timing'] ?? 'from disk', { timeout: 90_000 })
    .toBe('from disk');
  const answers = await Promise.all(
    wines.map(async (wine) => {
      const started = performance.now();
      // Node's own client, as a crawler's: Playwright's request context relays every body through its driver.
      const response = await fetch(cardOf(wine), { signal: AbortSignal.timeout(30_000) });
      const body = Buffer.from(await response.arrayBuffer());
      return {
        image: response.status === 200 && response.headers.get('content-type') === 'image/png' && body.subarray(1, 4).toString() === 'PNG',
        ms: performance.now() - started,
        // Its own card (kept an hour) or, still queued in the burst, the site's card (not to be kept).
        own: response.headers.get('cache-control')?.startsWith('public') === true,
      };
    }),
  );
  const slowest = Math.max(...answers.map((a) => a.ms));
  test.info().annotations.push({
    type: 'share-card burst',
    description: `${answers.filter((a) => a.image).length} of 80 images, ${answers.filter((a) => a.own).length} their own card, slowest ${Math.round(slowest)} ms`,
  });
  expect(answers.filter((a) => !a.image)).toEqual([]);
  expect(slowest).toBeLessThanOrEqual(5000);
  // Every one is its own card, from disk, and a wine past the rendered range still gets an image in time.
  expect(answers.filter((a) => !a.own)).toEqual([]);
  const beyond = fixedRange[200]!;
  const started = performance.now();
  const late = await fetch(cardOf(beyond));
  expect(late.headers.get('content-type')).toBe('image/png');
  expect(performance.now() - started).toBeLessThanOrEqual(5000);
});
