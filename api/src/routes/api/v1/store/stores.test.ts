import { NearbyStoresResponse, StoreListResponse, type ErrorBody } from '@vinkompassen/shared-contracts/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDb, type TestContext } from '@/testing/app';
import { importCatalog } from '@/features/import/importer';
import { readRaw, realStoresFile } from '@/testing/import-fixtures';
import type { OpenApiDocument } from '@/testing/openapi-routes';
import { request } from '@/testing/request';

const rawStores = readRaw(realStoresFile());

/** Reference haversine in JS. */
function km(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const r = (d: number) => (d * Math.PI) / 180;
  const a = Math.sin(r(lat2 - lat1) / 2) ** 2 + Math.cos(r(lat1)) * Math.cos(r(lat2)) * Math.sin(r(lon2 - lon1) / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(a));
}

describeEachDb('stores API', (kind) => {
  let ctx: TestContext;
  const get = async <T = unknown>(url: string) => {
    const { status, body } = await request<T>(ctx.app, { method: 'GET', url });
    return { status, body };
  };
  const nearby = async <T = NearbyStoresResponse>(payload: unknown) => {
    const { status, body } = await request<T>(ctx.app, { method: 'POST', url: '/api/v1/store/nearby/', body: payload });
    return { status, body };
  };

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    await importCatalog(ctx.handle.db, [realStoresFile()]);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('lists stores first, then agents, paginated', async () => {
    const res = await get<StoreListResponse>('/api/v1/store/?page_size=5');
    expect(res.status).toBe(200);
    const page = StoreListResponse.parse(res.body);
    expect(page.count).toBe(rawStores.length);
    expect(page.results.every((s) => !s.is_agent)).toBe(true);
    expect(page.next).toBe('http://localhost/api/v1/store/?page_size=5&page=2');
    const last = StoreListResponse.parse((await get<StoreListResponse>(`/api/v1/store/?page_size=5&page=${Math.ceil(rawStores.length / 5)}`)).body);
    expect(last.results.every((s) => s.is_agent)).toBe(true);
    expect((await get<StoreListResponse>('/api/v1/store/?include_agents=false')).body.count).toBe(rawStores.filter((s) => !s.isAgent).length);
  });

  it('finds a store by siteId with position and opening hours', async () => {
    const res = await get<StoreListResponse>('/api/v1/store/?siteId=0102');
    expect(res.body.count).toBe(1);
    const store = res.body.results[0]!;
    expect(store).toMatchObject({ site_id: '0102', name: 'Fältöversten', address: 'Karlaplan 13', city: 'Stockholm', is_agent: false });
    expect(store.latitude).toBeCloseTo(59.3395, 3);
    expect(store.opening_hours[0]).toEqual({ date: '2025-11-01', open_from: null, open_to: null, reason: 'Alla helgons dag' });
    expect(store.opening_hours).toContainEqual({ date: '2025-11-03', open_from: '10:00', open_to: '19:00', reason: null });
    expect((await get('/api/v1/store/?siteId=9999')).body).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('searches name, city and address, tolerating typos and missing diacritics', async () => {
    const names = async (q: string) => ((await get<StoreListResponse>(`/api/v1/store/?search=${encodeURIComponent(q)}`)).body.results as { name: string }[]).map((s) => s.name);
    expect((await names('Fältöversten'))[0]).toBe('Fältöversten');
    expect((await names('faltoversten'))[0]).toBe('Fältöversten');
    expect((await names('fältövrsten'))[0]).toBe('Fältöversten');
    expect(await names('karlaplan')).toContain('Fältöversten');
    const inGbg = (await get<StoreListResponse>('/api/v1/store/?search=goteborg&page_size=100')).body.results as { city: string | null }[];
    expect(inGbg.filter((s) => s.city === 'Göteborg').length).toBeGreaterThan(5);
    expect((await get<StoreListResponse>('/api/v1/store/?search=%25')).body.count).toBe(0); // '%' is literal
  });

  it('ranks exact street or city matches first, then word prefixes, then the rest (Hornsgatan, Stockholm)', async () => {
    type S = { name: string; address: string | null; city: string | null; latitude: number | null; longitude: number | null };
    const search = async (q: string, extra = '') => (await get<StoreListResponse>(`/api/v1/store/?page_size=100&search=${encodeURIComponent(q)}${extra}`)).body.results as S[];
    // The store on Hornsgatan (Göteborg), not Valthornsvägen (Uppsala) or agents in Horn/Horndal.
    const horns = await search('Hornsgatan');
    expect(horns[0]).toMatchObject({ name: 'Gamlestaden', address: 'Hornsgatan 1', city: 'Göteborg' });
    expect((await search('hornsgatan'))[0]?.address).toBe('Hornsgatan 1');
    // Every store in the city of Stockholm before 'Stockholmsvägen 3' in Mariestad.
    const inStockholm = rawStores.filter((r) => String(r.city).toLowerCase() === 'stockholm').length;
    expect(inStockholm).toBeGreaterThan(10);
    const sthlm = await search('Stockholm');
    expect(sthlm.slice(0, inStockholm).every((st) => st.city === 'Stockholm')).toBe(true);
    expect(sthlm.findIndex((st) => st.name === 'Stockholmsvägen 3')).toBeGreaterThanOrEqual(inStockholm);
    // A word prefix before a match inside a word: 'stockholmsv' → the two Stockholmsvägen stores.
    expect((await search('stockholmsv')).slice(0, 2).map((st) => st.address).sort()).toEqual(['Stockholmsvägen 136 B', 'Stockholmsvägen 3']);
    // With a position: by distance after match quality.
    const here = { latitude: 59.3395, longitude: 18.0925 }; // Karlaplan
    const near = await search('Stockholm', `&latitude=${here.latitude}&longitude=${here.longitude}`);
    const top = near.slice(0, inStockholm);
    expect(top.every((st) => st.city === 'Stockholm')).toBe(true);
    const dist = top.map((st) => km(here.latitude, here.longitude, st.latitude!, st.longitude!));
    expect(dist).toEqual([...dist].sort((a, b) => a - b));
    expect(top[0]!.name).toBe('Fältöversten');
    // Position without a search: nearest first.
    const nearest = (await get<StoreListResponse>(`/api/v1/store/?page_size=3&latitude=${here.latitude}&longitude=${here.longitude}`)).body.results as S[];
    expect(nearest[0]!.name).toBe('Fältöversten');
  });

  it('a district by the stores inside its border; a city misspelt by two letters; Swedish spelling variants', async () => {
    type S = { name: string; city: string | null; county: string | null };
    const search = async (q: string) => {
      const body = (await get<StoreListResponse>(`/api/v1/store/?page_size=100&include_agents=false&search=${encodeURIComponent(q)}`)).body;
      return { count: body.count, stores: body.results as S[], names: (body.results as S[]).map((st) => st.name).sort() };
    };
    // Not the stores of Södermanland (Katrineholm, Nyköping…): the ones on the island.
    const soder = await search('Södermalm');
    expect(soder.names).toEqual(['Folkungagatan 101', 'Långholmsgatan 21', 'Medborgarplatsen', 'Ringen', 'Rosenlundsgatan 7']);
    expect(soder.count).toBe(5);
    expect((await search('sodermalm')).names).toEqual(soder.names);
    expect((await search('Söder')).names).toEqual(soder.names);
    expect((await search('Kungsholmen')).names).toEqual(['Fridhemsplan Fleminggatan 56', 'Kungsholmstorg 11 A', 'Lindhagensgatan 118', 'Marieberg', 'Scheele Fleminggatan 18']);
    expect((await search('Vasastan')).names).toEqual(['Odengatan 92', 'Odenplan', 'Sveavägen 66', 'Torsplan']);
    expect((await search('Östermalm')).names).toEqual(['Fältöversten', 'Garnisonen', 'Jarlaplan', 'Nybrogatan 47']);
    expect((await search('Majorna')).names).toEqual(['Karl Johansgatan 85']);
    const hisingen = (await search('Hisingen')).names;
    expect(hisingen).toEqual(expect.arrayContaining(['Backaplan', 'Bäckebol Köpcenter', 'Eriksberg', 'Postflyget 16']));
    expect(hisingen).not.toContain('Nordstan');
    // A city with two letters swapped: as if spelt right, the city's own stores first.
    const gbg = await search('Götebrog');
    const inGbg = rawStores.filter((r) => r.city === 'GÖTEBORG' && !r.isAgent).length;
    expect(gbg.stores.slice(0, inGbg).every((st) => st.city === 'Göteborg')).toBe(true);
    expect(gbg.names).toEqual((await search('Göteborg')).names);
    // The spellings of å/ä/ö people type without Swedish keys.
    expect((await search('Goeteborg')).names).toEqual((await search('Göteborg')).names);
    expect((await search('Eksjö')).stores[0]?.city).toBe('Eksjö');
    expect((await search('Vaexjoe')).stores[0]?.city).toBe('Växjö');
  });

  it('400 when only one of latitude and longitude is given', async () => {
    const res = await get<ErrorBody>('/api/v1/store/?search=stockholm&latitude=59.3');
    expect(res.status).toBe(400);
    expect(res.body.longitude?.[0]).toMatch(/latitude och longitude/);
    expect((await get('/api/v1/store/?latitude=91&longitude=0')).status).toBe(400);
  });

  it('400 for bad store queries', async () => {
    const bad = await get<ErrorBody>('/api/v1/store/?page=-1&page_size=1000');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(['page', 'page_size']);
  });

  it('nearby: nearest first with distance_km from SQL haversine, agents excluded by default', async () => {
    const here = { latitude: 59.3326, longitude: 18.0649 }; // Stockholm, Sergels torg
    const res = await nearby({ ...here, limit: 8 });
    expect(res.status).toBe(200);
    const stores = NearbyStoresResponse.parse(res.body);
    expect(stores).toHaveLength(8);
    const distances = stores.map((s) => s.distance_km);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const s of stores) {
      expect(s.is_agent).toBe(false);
      expect(s.distance_km).toBeCloseTo(km(here.latitude, here.longitude, s.latitude!, s.longitude!), 1);
    }
    // The true nearest store by brute force in JS.
    const expected = rawStores
      .filter((s) => !s.isAgent)
      .map((s) => {
        const pos = s.position as { latitude: number; longitude: number };
        return { siteId: s.siteId, d: km(here.latitude, here.longitude, pos.latitude, pos.longitude) };
      })
      .sort((a, b) => a.d - b.d);
    expect(stores.map((s) => s.site_id)).toEqual(expected.slice(0, 8).map((e) => e.siteId));
    expect((await nearby(here)).body).toHaveLength(10); // default limit
    const withAgents = NearbyStoresResponse.parse((await nearby({ latitude: 59.438, longitude: 18.657, include_agents: true, limit: 1 })).body);
    expect(withAgents[0]).toMatchObject({ is_agent: true, name: 'Svartsö Lanthandel' });
    // Strings are coerced (form posts).
    expect((await nearby({ latitude: '57.7', longitude: '11.97', limit: 1 })).body[0]!.city).toBe('Göteborg');
  });

  it('nearby: 400 for missing or out-of-range coordinates', async () => {
    const bad = await nearby<ErrorBody>({ latitude: 91, longitude: -181, limit: 0 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(['latitude', 'limit', 'longitude']);
    const missing = await nearby<ErrorBody>({});
    expect(missing.status).toBe(400);
    expect(missing.body).toHaveProperty('latitude');
    expect((await nearby<ErrorBody>({ latitude: 'north', longitude: 18 })).body).toHaveProperty('latitude');
    const notJson = await request<ErrorBody>(ctx.app, { method: 'POST', url: '/api/v1/store/nearby/', headers: { 'content-type': 'application/json' }, body: '{' });
    expect(notJson.status).toBe(400);
  });

  it('documents the store routes', async () => {
    const doc = (await get<OpenApiDocument>('/api/docs/json')).body;
    expect(doc.paths).toHaveProperty(['/api/v1/store/']);
    expect(doc.paths).toHaveProperty(['/api/v1/store/nearby/']);
  });
});
