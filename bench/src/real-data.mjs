// Real slugs from the imported data, read from the running API: the bench measures pages people actually visit.

async function getJson(apiUrl, path) {
  const res = await fetch(apiUrl + path);
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return res.json();
}

/** Current red wines, cheapest first (each with a full taste profile in this data): `{ slug, name }`. */
export async function realWines(apiUrl, count = 1) {
  const body = await getJson(apiUrl, `/api/v1/product/?style=red&sort=price&page_size=${Math.min(100, count)}`);
  const wines = body.results.filter((p) => p.slug && p.name).map((p) => ({ slug: p.slug, name: p.name }));
  if (!wines.length) throw new Error('no product in the imported data');
  return wines.slice(0, count);
}

/** Editorial wine lists (`/list/{slug}`), those with wines, first first: `{ slug, name }`. */
export async function realLists(apiUrl) {
  const body = await getJson(apiUrl, '/api/v1/catalogs/?kind=list&count=100');
  const lists = body.results.filter((c) => c.slug && c.product_count > 0).map((c) => ({ slug: c.slug, name: c.name }));
  if (!lists.length) throw new Error('no wine list in the imported data');
  return lists;
}

/** Dishes with a page of their own (`/dishes/{slug}`): `{ slug, name }`. */
export async function realDishes(apiUrl) {
  const body = await getJson(apiUrl, '/api/v1/dishes/');
  return body.results.filter((d) => d.slug).map((d) => ({ slug: d.slug, name: d.name }));
}

/** `count` current wines of any style, by name: `{ slug, name }`. */
export async function manyWines(apiUrl, count) {
  const wines = [];
  for (let page = 1; wines.length < count; page += 1) {
    const body = await getJson(apiUrl, `/api/v1/product/?sort=name&page_size=100&page=${page}`);
    wines.push(...body.results.filter((p) => p.slug && p.name).map((p) => ({ slug: p.slug, name: p.name })));
    if (!body.next) break;
  }
  return wines.slice(0, count);
}

/** Toplists (`/toplists` shows them, first first): `{ slug, name }`. */
export async function realToplists(apiUrl) {
  const body = await getJson(apiUrl, '/api/v1/catalogs/?kind=toplist&count=100');
  const toplists = body.results.filter((c) => c.slug && c.name).map((c) => ({ slug: c.slug, name: c.name }));
  if (!toplists.length) throw new Error('no toplist in the imported data');
  return toplists;
}

/**
 * A member with a public page (`/user/{slug}`), registered in the bench's own database (the imported data has no
 * members): `{ slug, name }`.
 */
export async function benchMember(apiUrl, name = 'Bänkprovare Last') {
  const password = `Rodvin-${Date.now()}-bench`;
  const res = await fetch(`${apiUrl}/auth/registration/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, name, password1: password, password2: password }),
  });
  if (res.status !== 201) throw new Error(`registration answered ${res.status}: ${await res.text()}`);
  const found = await getJson(apiUrl, `/api/v1/users/?search=${encodeURIComponent(name)}`);
  const member = found.results.find((u) => u.name === name);
  if (!member) throw new Error(`the registered member ${name} is not found`);
  return { slug: member.slug, name: member.name };
}
