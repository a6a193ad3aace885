import { api } from '../support/api';
import { expect, test } from '../support/fixtures';

/**
 * The server's HTML under a burst: whole pages for crawlers. Runs in the `load` project, after the other specs and
 * alone (playwright.config.ts); by itself: `npx playwright test tests/ssr-load.spec.ts --no-deps`.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
/** The text a crawler reads before any script runs. */
function visibleText(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? html;
  return body
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1\s*>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) =>
      name[0] === '#' ? String.fromCodePoint(name[1] === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1))) : (ENTITIES[name] ?? whole),
    )
    .replace(/\s+/g, ' ');
}

interface Wine {
  slug: string;
  name: string;
}

async function winesFrom(page: number): Promise<Wine[]> {
  return (await api.get<{ results: Wine[] }>(`/api/v1/product/?page_size=100&page=${page}`)).results;
}

/** Runs `task` over `items`, `concurrency` at a time. */
async function pool<T, R>(items: readonly T[], concurrency: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < items.length; i = next++) results[i] = await task(items[i]!);
    }),
  );
  return results;
}

test('a burst of 240 distinct wine pages at 24 concurrent: at least 99 % carry their wine in the HTML', async ({ request }) => {
  test.setTimeout(360_000);
  // Wines further down the catalogue than other specs look: pages no earlier request has rendered.
  const wines = [...(await winesFrom(6)), ...(await winesFrom(7)), ...(await winesFrom(8))].slice(0, 240);
  expect(wines).toHaveLength(240);
  const whole = await pool(wines, 24, async (wine) => {
    const response = await request.get(`/product/${wine.slug}`, { timeout: 60_000 });
    const html = await response.text();
    // The wine's own screen in the HTML (a section below it, e.g. similar wines, may still be left to the browser).
    return response.status() === 200 && visibleText(html).includes(wine.name) && html.includes('"apiFailed":false');
  });
  const withContent = whole.filter(Boolean).length;
  test.info().annotations.push({ type: 'pages with their content', description: `${withContent} of 240` });
  console.log(`${withContent} of 240 pages with their content`);
  expect(withContent, `${withContent} of 240 pages with their content`).toBeGreaterThanOrEqual(238);
});
