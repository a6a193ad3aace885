import { api } from '../support/api';
import { expect, test } from '../support/fixtures';
import { wines } from './social-support';

/** What search engines and link previews read in the server's HTML: structured data, robots meta, share tags. */

type Node = Record<string, unknown> & { '@type': string };

/** The page's JSON-LD documents, as a crawler parses them. */
function jsonLd(html: string): Node[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json!) as Node);
}

const ofType = (documents: Node[], type: string) => documents.filter((d) => d['@type'] === type);
const pathOf = (url: unknown) => new URL(String(url)).pathname;
const crumbPaths = (breadcrumb: Node) => (breadcrumb.itemListElement as { item: { url: string } }[]).map((step) => pathOf(step.item.url));

test("a wine page's HTML describes the wine as a Product offered by Systembolaget in SEK, with a breadcrumb", async ({ request }) => {
  const [wine] = await wines(1);
  const detail = await api.get<{ name: string; price: number; product_number: string; producer: { name: string } | null; country: { name: string } | null; volume_ml: number | null }>(
    `/api/v1/product/${wine!.slug}`,
  );
  const documents = jsonLd(await (await request.get(`/product/${wine!.slug}`)).text());
  const [product] = ofType(documents, 'Product');
  expect(product).toBeTruthy();
  expect(product!['@context']).toBe('https://schema.org');
  expect(String(product!.name)).toContain(detail.name);
  expect(pathOf(product!.url)).toBe(`/product/${wine!.slug}`);
  if (detail.producer) expect(product!.brand).toEqual({ '@type': 'Brand', name: detail.producer.name });
  if (detail.country) expect(product!.countryOfOrigin).toEqual({ '@type': 'Country', name: detail.country.name });
  if (detail.volume_ml) expect(product!.size).toMatchObject({ '@type': 'QuantitativeValue', value: detail.volume_ml, unitCode: 'MLT' });
  const offer = product!.offers as Node;
  expect(offer).toMatchObject({ '@type': 'Offer', price: detail.price, priceCurrency: 'SEK', seller: { '@type': 'Organization', name: 'Systembolaget' } });
  expect(String(offer.url)).toMatch(new RegExp(`^https://www\\.systembolaget\\.se/produkt/vin/[a-z0-9-]+-${detail.product_number}/$`));
  const [breadcrumb] = ofType(documents, 'BreadcrumbList');
  expect(crumbPaths(breadcrumb!)).toEqual(['/', `/product/${wine!.slug}`]);
});

test('a top list is an ItemList of its wines in their order, under Topplistor', async ({ request }) => {
  const [toplist] = (await api.get<{ results: { slug: string; name: string }[] }>('/api/v1/catalogs/?kind=toplist')).results;
  const detail = await api.get<{ product_list: { slug: string }[]; product_count: number }>(`/api/v1/catalogs/${toplist!.slug}`);
  const documents = jsonLd(await (await request.get(`/list/${toplist!.slug}`)).text());
  const [list] = ofType(documents, 'ItemList');
  expect(list).toMatchObject({ name: toplist!.name, numberOfItems: detail.product_count, itemListOrder: 'https://schema.org/ItemListOrderAscending' });
  const items = list!.itemListElement as { position: number; url: string }[];
  expect(items.map((item) => item.position)).toEqual(detail.product_list.map((_, i) => i + 1));
  expect(items.map((item) => pathOf(item.url))).toEqual(detail.product_list.map((p) => `/product/${p.slug}`));
  const [breadcrumb] = ofType(documents, 'BreadcrumbList');
  expect(crumbPaths(breadcrumb!)).toEqual(['/', '/toplists', `/list/${toplist!.slug}`]);
  // The top lists page lists the lists.
  const [lists] = ofType(jsonLd(await (await request.get('/toplists')).text()), 'ItemList');
  expect((lists!.itemListElement as { url: string }[]).map((item) => pathOf(item.url))).toContain(`/list/${toplist!.slug}`);
});

test('the sitemap names no page marked noindex, and the pages kept out of search engines are', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => pathOf(loc));
  expect(paths).toEqual(expect.arrayContaining(['/', '/about', '/terms', '/newsletter', '/toplists']));
  // The fixed pages, and the first page of each kind the sitemap lists.
  const kinds = ['/product/', '/list/', '/dishes/', '/user/', '/user-list/'];
  const sample = [...paths.filter((p) => !kinds.some((k) => p.startsWith(k))), ...kinds.flatMap((k) => paths.find((p) => p.startsWith(k)) ?? [])];
  for (const path of sample) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).not.toMatch(/<meta name="robots" content="[^"]*noindex/);
  }
  for (const path of ['/login', '/register', '/search', '/filter', '/recommended']) {
    expect(paths).not.toContain(path);
    expect(await (await request.get(path)).text(), path).toContain('<meta name="robots" content="noindex" />');
  }
});

test("share previews describe their image; a missing page's tags never name its URL", async ({ request }) => {
  const [wine] = await wines(1);
  const html = await (await request.get(`/product/${wine!.slug}`)).text();
  expect(html).toMatch(/<meta property="og:image:alt" content="Vinkompassens delningsbild för [^"]+" \/>/);
  expect(html).toMatch(/<meta name="twitter:image:alt" content="Vinkompassens delningsbild för [^"]+" \/>/);
  expect(html.split('property="og:image:alt"').length - 1, 'og:image:alt once').toBe(1);

  for (const missing of ['/product/det-finns-inget-sadant-vin-1', '/ingen-sida-har']) {
    const response = await request.get(missing);
    expect(response.status()).toBe(404);
    const head = (await response.text()).split('</head>')[0]!;
    expect(head, missing).not.toContain(missing);
    expect(head).not.toContain('rel="canonical"');
    expect(head).toMatch(/<meta property="og:url" content="[^"]+\/" \/>/);
    expect(jsonLd(head)).toEqual([]);
  }
});
