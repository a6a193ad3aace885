import type { Location } from 'react-router-dom';
import { bus, track } from '@vinkompassen/shared-contracts';
import { AnalyticsBatch, MAX_EVENTS_PER_BATCH as CONTRACT_MAX_EVENTS } from '@vinkompassen/shared-contracts/schemas';
import { API_URL, mockApi, recordBus } from '@vinkompassen/test-kit';
import { createAppStore } from '../store/store';
import { createNavigation } from '../navigation-bridge/navigationBridge';
import { serializeConsent, type ConsentChoice } from '../store/consentRecord';
import { analyticsEnabled, consentChosen } from '../store/consentSlice';
import { MAX_EVENTS_PER_BATCH } from './events';
import { FLUSH_INTERVAL_MS, MAX_QUEUED_EVENTS, startAnalytics } from './sender';
import { createScriptAdapter, type ThirdPartyAdapter } from './thirdParty';

const ENDPOINT = `${API_URL}/api/v1/events/`;

const location = (pathname: string): Location => ({ pathname, search: '', hash: '', state: null, key: pathname });

/** Lets MSW answer (it runs on promises and real timeouts; only the interval and the clock are fake). */
async function settle(rounds = 10): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

function setup({ choice, thirdParty = null }: { choice?: ConsentChoice; thirdParty?: ThirdPartyAdapter | null } = {}) {
  if (choice) localStorage.setItem('consent', serializeConsent(choice, '2025-04-30T10:00:00.000Z'));
  const store = createAppStore();
  store.dispatch(analyticsEnabled({ thirdParty: thirdParty !== null }));
  const navigation = createNavigation();
  const api = mockApi({});
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  const stop = startAnalytics({ store, endpoint: ENDPOINT, navigation, thirdParty });
  onTestFinished(stop);
  const batches = () => api.calls.filter((call) => call.path === '/api/v1/events/').map((call) => AnalyticsBatch.parse(call.body));
  // The events as sent, without their random ids (checked on their own).
  const sent = () => batches().flatMap((batch) => batch.events.map(({ id: _id, ...event }) => event));
  const sentIds = () => batches().flatMap((batch) => batch.events.map((event) => event.id));
  const choose = (value: ConsentChoice) => store.dispatch(consentChosen({ choice: value, date: new Date().toISOString() }));
  return { store, navigation, api, fetchSpy, batches, sent, sentIds, choose };
}

/** A full walk: page views, a search, a wine finder answer and a saved wine. */
function walk(navigation: ReturnType<typeof createNavigation>) {
  navigation.publish(location('/'));
  navigation.publish(location('/search'));
  track('c_search', { kind: 'wine', result_count: 12, query: 'chablis' });
  navigation.publish(location('/product/chablis-premier-cru'));
  track('c_wine_saved', { product_id: 42 });
  navigation.publish(location('/winefinder'));
  track('c_winefinder_answer', { question_id: 'body' });
}

const beacon = vi.fn<(url: string, body?: BodyInit | null) => boolean>(() => true);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date('2025-05-01T10:00:00.000Z'));
  bus.publish('auth/changed', { token: null, authenticated: false });
  beacon.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'sendBeacon');
  Reflect.deleteProperty(document, 'visibilityState');
  document.head.querySelectorAll('script[data-vk-analytics]').forEach((script) => script.remove());
  delete window.vinkompassenAnalytics;
});

function hidePage() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  window.dispatchEvent(new Event('pagehide'));
}

describe('analytics sender', () => {
  it('sends nothing and stores nothing before consent', async () => {
    const { navigation, fetchSpy } = setup();
    walk(navigation);
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS * 3);
    hidePage();
    await settle();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(beacon).not.toHaveBeenCalled();
    expect(localStorage.getItem('analytics_id')).toBeNull();
    expect(localStorage.getItem('consent')).toBeNull();
  });

  it("sends nothing, ever, after 'Endast nödvändiga'", async () => {
    const { navigation, fetchSpy, choose } = setup();
    choose('necessary');
    walk(navigation);
    for (let i = 0; i < 50; i++) track('c_store_selected', {});
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS * 3);
    hidePage();
    await settle();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(beacon).not.toHaveBeenCalled();
    expect(localStorage.getItem('analytics_id')).toBeNull();
  });

  it("with 'Godkänn alla': page views and tracked events, batched every 5 s to the collector", async () => {
    const { navigation, fetchSpy, batches, sent, sentIds } = setup({ choice: 'all' });
    walk(navigation);
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS - 1);
    await settle();
    expect(fetchSpy).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await settle();
    expect(batches()).toHaveLength(1);
    expect(sent()).toEqual([
      { name: 'c_page_view', props: { route: 'home' }, at: '2025-05-01T10:00:00.000Z' },
      { name: 'c_page_view', props: { route: 'search' }, at: '2025-05-01T10:00:00.000Z' },
      { name: 'c_search', props: { kind: 'wine', result_count: 12, query: 'chablis' }, at: '2025-05-01T10:00:00.000Z' },
      { name: 'c_page_view', props: { route: 'product' }, at: '2025-05-01T10:00:00.000Z' },
      { name: 'c_wine_saved', props: { product_id: 42 }, at: '2025-05-01T10:00:00.000Z' },
      { name: 'c_page_view', props: { route: 'winefinder' }, at: '2025-05-01T10:00:00.000Z' },
      { name: 'c_winefinder_answer', props: { question_id: 'body' }, at: '2025-05-01T10:00:00.000Z' },
    ]);
    // Each event's own id: random, base64url, none the same.
    const ids = sentIds();
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(ids).size).toBe(ids.length);
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe(ENDPOINT);
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit', headers: { 'Content-Type': 'application/json' } });
    // The browser id: random, base64url, kept with its day.
    const { browser_id } = batches()[0]!;
    expect(browser_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(JSON.parse(localStorage.getItem('analytics_id')!)).toEqual({ id: browser_id, day: '2025-05-01' });
    // Nothing left to send.
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    await settle();
    expect(batches()).toHaveLength(1);
  });

  it('sends at most 50 events a batch, a full batch at once', async () => {
    expect(MAX_EVENTS_PER_BATCH).toBe(CONTRACT_MAX_EVENTS);
    const { batches, sent } = setup({ choice: 'all' });
    for (let i = 1; i <= 120; i++) track('c_wine_saved', { product_id: i });
    await settle();
    expect(batches().map((batch) => batch.events.length)).toEqual([50, 50]);
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    await settle();
    expect(batches().map((batch) => batch.events.length)).toEqual([50, 50, 20]);
    expect(sent().map((event) => (event.props as { product_id: number }).product_id)).toEqual(
      Array.from({ length: 120 }, (_, i) => i + 1),
    );
  });

  it('drops the search text of a signed-in user (and any that could name a person)', async () => {
    const { sent } = setup({ choice: 'all' });
    bus.publish('auth/changed', { token: 'secret-token', authenticated: true });
    track('c_search', { kind: 'wine', result_count: 3, query: 'barolo' });
    bus.publish('auth/changed', { token: null, authenticated: false });
    track('c_search', { kind: 'dish', result_count: 4, query: ' lax ' });
    track('c_search', { kind: 'user', result_count: 1, query: 'Anna Svensson' });
    track('c_search', { kind: 'wine', result_count: 0, query: 'anna@example.se' });
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    await settle();
    expect(sent().map((event) => event.props)).toEqual([
      { kind: 'wine', result_count: 3 },
      { kind: 'dish', result_count: 4, query: 'lax' },
      { kind: 'user', result_count: 1 },
      { kind: 'wine', result_count: 0 },
    ]);
  });

  it('drops events outside the catalogue and props it does not name', async () => {
    const { sent } = setup({ choice: 'all' });
    // What an out-of-date or careless remote could still put on the bus at run time.
    bus.publish('analytics/event', { name: 'c_unknown', props: {} } as never);
    bus.publish('analytics/event', { name: 'c_wine_saved', props: { product_id: 7, email: 'anna@example.se', user_id: 3 } } as never);
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    await settle();
    expect(sent()).toEqual([{ name: 'c_wine_saved', props: { product_id: 7 }, at: '2025-05-01T10:00:00.000Z' }]);
  });

  it('an event outside the catalogue, or with a prop it does not name, is a type error for a remote', () => {
    // Never called: the check is tsc's (an unused @ts-expect-error fails the type check).
    const remote = () => {
      // @ts-expect-error an unknown event name
      track('c_unknown', {});
      // @ts-expect-error a prop the catalogue does not have
      track('c_wine_saved', { product_id: 1, email: 'anna@example.se' });
      // @ts-expect-error a missing prop
      track('c_search', { kind: 'wine' });
    };
    expect(remote).toBeTypeOf('function');
  });

  it('replaces the browser id when the Swedish date changes', async () => {
    const { batches } = setup({ choice: 'all' });
    vi.setSystemTime(new Date('2025-05-01T21:30:00.000Z')); // 23:30 in Stockholm
    track('c_store_selected', {});
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    await settle();
    track('c_store_selected', {});
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    await settle();
    vi.setSystemTime(new Date('2025-05-01T22:30:00.000Z')); // 00:30 on 2 May in Stockholm, still 1 May in UTC
    track('c_store_selected', {});
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    await settle();
    const ids = batches().map((batch) => batch.browser_id);
    expect(ids).toHaveLength(3);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
    expect(JSON.parse(localStorage.getItem('analytics_id')!)).toEqual({ id: ids[2], day: '2025-05-02' });
  });

  it('keeps the day\'s browser id across full page loads, also while a server-rendered page is still hydrating', async () => {
    localStorage.setItem('consent', serializeConsent('all', '2025-04-30T10:00:00.000Z'));
    const id = 'A1b2C3d4E5f6G7h8I9j0Kl';
    for (let load = 0; load < 3; load++) {
      // Each load starts the sender before the shell has turned analytics on (that waits for hydration).
      const store = createAppStore();
      const navigation = createNavigation();
      const api = mockApi({});
      if (load === 0) localStorage.setItem('analytics_id', JSON.stringify({ id, day: '2025-05-01' }));
      const stop = startAnalytics({ store, endpoint: ENDPOINT, navigation });
      expect(JSON.parse(localStorage.getItem('analytics_id')!)).toEqual({ id, day: '2025-05-01' });
      store.dispatch(analyticsEnabled({ thirdParty: false }));
      navigation.publish(location('/toplists'));
      vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
      await settle();
      const batches = api.calls.filter((call) => call.path === '/api/v1/events/').map((call) => AnalyticsBatch.parse(call.body));
      expect(batches.map((batch) => batch.browser_id)).toEqual([id]);
      stop();
    }
  });

  it('stops at once when consent is withdrawn: the queue dropped, the browser id deleted', async () => {
    const { navigation, fetchSpy, batches, choose } = setup({ choice: 'all' });
    track('c_store_selected', {});
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    await settle();
    expect(batches()).toHaveLength(1);
    expect(localStorage.getItem('analytics_id')).not.toBeNull();

    walk(navigation);
    choose('necessary');
    expect(localStorage.getItem('analytics_id')).toBeNull();
    walk(navigation);
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS * 3);
    hidePage();
    await settle();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(beacon).not.toHaveBeenCalled();
    expect(localStorage.getItem('analytics_id')).toBeNull();
    // Agreeing again sends what happens from then on, nothing held from before.
    choose('all');
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    await settle();
    expect(batches().at(-1)?.events).toEqual([{ name: 'c_page_view', props: { route: 'winefinder' }, at: expect.any(String), id: expect.any(String) }]);
  });

  it("starts at once on 'Godkänn alla', counting the page it was given on", async () => {
    const { navigation, sent, choose } = setup();
    navigation.publish(location('/user/anna-svensson'));
    track('c_store_selected', {});
    choose('all');
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    await settle();
    // The route's name only: never the URL with a person's name in it.
    expect(sent()).toEqual([{ name: 'c_page_view', props: { route: 'user' }, at: '2025-05-01T10:00:00.000Z' }]);
  });

  it('sends what is queued with sendBeacon when the page is hidden or left', async () => {
    const { navigation, fetchSpy } = setup({ choice: 'all' });
    navigation.publish(location('/toplists'));
    hidePage();
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0]!;
    expect(url).toBe(ENDPOINT);
    expect(typeof body).toBe('string');
    expect(AnalyticsBatch.parse(JSON.parse(body as string)).events).toEqual([
      { name: 'c_page_view', props: { route: 'toplists' }, at: '2025-05-01T10:00:00.000Z', id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) },
    ]);
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    await settle();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('keeps events silently while the collector is unreachable, at most 200, and sends them later', async () => {
    const errors = recordBus('error/show');
    const { fetchSpy, sent } = setup({ choice: 'all' });
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    for (let i = 1; i <= 260; i++) track('c_wine_saved', { product_id: i });
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    await settle();
    expect(fetchSpy).toHaveBeenCalled();
    expect(errors).toEqual([]);
    fetchSpy.mockRestore();
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    await settle();
    const ids = sent().map((event) => (event.props as { product_id: number }).product_id);
    expect(ids).toHaveLength(MAX_QUEUED_EVENTS);
    // The newest 200, in order: the oldest went first.
    expect(ids).toEqual(Array.from({ length: MAX_QUEUED_EVENTS }, (_, i) => i + 61));
  });

  it('sends an event again with the id it was first sent with, so the collector can count it once', async () => {
    const { fetchSpy } = setup({ choice: 'all' });
    fetchSpy.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    track('c_wine_saved', { product_id: 7 });
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    await settle();
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    await settle();
    const bodies = fetchSpy.mock.calls.map(([, init]) => AnalyticsBatch.parse(JSON.parse(String(init?.body))));
    expect(bodies).toHaveLength(2);
    expect(bodies[1]!.events[0]!.id).toBe(bodies[0]!.events[0]!.id);
    expect(bodies[1]!.events[0]!.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('follows a choice made in another tab', async () => {
    const { store, fetchSpy } = setup({ choice: 'all' });
    const necessary = serializeConsent('necessary', '2025-05-01T09:00:00.000Z');
    localStorage.setItem('consent', necessary);
    window.dispatchEvent(new StorageEvent('storage', { key: 'consent', newValue: necessary }));
    expect(store.getState().consent.choice).toBe('necessary');
    track('c_store_selected', {});
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    await settle();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('third-party script adapter', () => {
  const SCRIPT = 'https://cdn.tracker.example/t.js';
  const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-vk-analytics]')];

  it("is loaded only after 'Godkänn alla', once, async, from the configured URL", async () => {
    const { choose } = setup({ thirdParty: createScriptAdapter(SCRIPT) });
    track('c_store_selected', {});
    expect(scripts()).toHaveLength(0);
    choose('necessary');
    expect(scripts()).toHaveLength(0);
    choose('all');
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]).toHaveAttribute('src', SCRIPT);
    expect(scripts()[0]!.async).toBe(true);
    choose('necessary');
    choose('all');
    expect(scripts()).toHaveLength(1);
  });

  it('gets the events while consent lasts and is told to stop when it is withdrawn (a reload removes it)', async () => {
    const notices = recordBus('notice/show');
    const { choose } = setup({ choice: 'all', thirdParty: createScriptAdapter(SCRIPT) });
    const hooks = { event: vi.fn(), stop: vi.fn() };
    window.vinkompassenAnalytics = hooks;
    track('c_wine_saved', { product_id: 5 });
    expect(hooks.event).toHaveBeenCalledWith({ name: 'c_wine_saved', props: { product_id: 5 }, at: '2025-05-01T10:00:00.000Z' });
    choose('necessary');
    expect(hooks.stop).toHaveBeenCalledTimes(1);
    expect(notices.map((notice) => notice.payload.message)).toEqual([
      'Ditt val är sparat. Ladda om sidan för att helt stoppa det externa analysverktyget.',
    ]);
    track('c_wine_saved', { product_id: 6 });
    expect(hooks.event).toHaveBeenCalledTimes(1);
  });

  it('never breaks the page when the script throws', () => {
    const { choose } = setup({ choice: 'all', thirdParty: createScriptAdapter(SCRIPT) });
    window.vinkompassenAnalytics = {
      event: () => {
        throw new Error('third-party bug');
      },
    };
    expect(() => track('c_store_selected', {})).not.toThrow();
    expect(() => choose('necessary')).not.toThrow();
  });
});
