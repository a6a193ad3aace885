import type { Location } from 'react-router-dom';
import { bus, track } from '@vinkompassen/shared-contracts';
import { AnalyticsBatch } from '@vinkompassen/shared-contracts/schemas';
import { API_URL, mockApi } from '@vinkompassen/test-kit';
import { createAppStore } from '../store/store';
import { createNavigation } from '../navigation-bridge/navigationBridge';
import { BROWSER_ID_STORAGE_KEY, serializeConsent, type ConsentChoice } from '../store/consentRecord';
import { analyticsEnabled, consentChosen } from '../store/consentSlice';
import { startAnalyticsOnConsent } from './onConsent';
import { FLUSH_INTERVAL_MS, startAnalytics } from './sender';
import { createScriptAdapter } from './thirdParty';

const ENDPOINT = `${API_URL}/api/v1/events/`;
const location = (pathname: string): Location => ({ pathname, search: '', hash: '', state: null, key: pathname });

async function settle(rounds = 10): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

type Sender = { startAnalytics: typeof startAnalytics; createScriptAdapter: typeof createScriptAdapter };

function setup({ choice, arrival }: { choice?: ConsentChoice; arrival?: Promise<void> } = {}) {
  if (choice) localStorage.setItem('consent', serializeConsent(choice, '2025-04-30T10:00:00.000Z'));
  const store = createAppStore();
  store.dispatch(analyticsEnabled({ thirdParty: false }));
  const navigation = createNavigation();
  navigation.publish(location('/search'));
  const api = mockApi({});
  const stops: (() => void)[] = [];
  const load = vi.fn(async (): Promise<Sender> => {
    await arrival;
    return { startAnalytics: (options) => (stops.push(startAnalytics(options)), stops.at(-1)!), createScriptAdapter };
  });
  onTestFinished(() => stops.forEach((stop) => stop()));
  startAnalyticsOnConsent({ store, endpoint: ENDPOINT, navigation }, load);
  const events = () => api.calls.filter((call) => call.path === '/api/v1/events/').flatMap((call) => AnalyticsBatch.parse(call.body).events);
  const sent = () => events().map((e) => e.name);
  const choose = (value: ConsentChoice) => store.dispatch(consentChosen({ choice: value, date: new Date().toISOString() }));
  return { store, navigation, load, sent, events, choose };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date('2025-05-01T10:00:00.000Z'));
  bus.publish('auth/changed', { token: null, authenticated: false });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('analytics on consent', () => {
  it("loads no sender before a choice nor after 'Endast nödvändiga', and forgets a stored browser id", async () => {
    localStorage.setItem(BROWSER_ID_STORAGE_KEY, JSON.stringify({ id: 'abcdefghijklmnopqrstuv', day: '2025-05-01' }));
    const { load, choose } = setup();
    expect(localStorage.getItem(BROWSER_ID_STORAGE_KEY)).toBeNull();
    choose('necessary');
    track('c_store_selected', {});
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  it("loads the sender on 'Godkänn alla', which counts the page and what was tracked while its code came", async () => {
    let arrive = () => undefined as void;
    const { load, sent, choose } = setup({ arrival: new Promise<void>((resolve) => (arrive = resolve)) });
    track('c_store_selected', {}); // before the choice: never sent
    choose('all');
    expect(load).toHaveBeenCalledOnce();
    track('c_search', { kind: 'wine', result_count: 3, query: 'chablis' });
    arrive();
    await settle();
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    await settle();
    expect(sent().sort()).toEqual(['c_page_view', 'c_search']);
    choose('necessary');
    choose('all');
    expect(load).toHaveBeenCalledOnce();
  });

  it('counts the page the visitor agreed on, and each page after, even when they move on before the code arrives', async () => {
    let arrive = () => undefined as void;
    const { navigation, events, choose } = setup({ arrival: new Promise<void>((resolve) => (arrive = resolve)) });
    choose('all');
    navigation.publish(location('/toplists'));
    navigation.publish(location('/winefinder'));
    arrive();
    await settle();
    navigation.publish(location('/'));
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    await settle();
    const views = events().filter((e) => e.name === 'c_page_view').map((e) => e.props['route']);
    expect(views).toEqual(['search', 'toplists', 'winefinder', 'home']);
  });

  it('starts the sender at once for a visitor who chose it before, and follows a choice made in another tab before that', async () => {
    expect(setup({ choice: 'all' }).load).toHaveBeenCalledOnce();
    localStorage.clear();
    const { store, load } = setup();
    const all = serializeConsent('all', '2025-05-01T09:00:00.000Z');
    window.dispatchEvent(new StorageEvent('storage', { key: 'consent', newValue: all }));
    expect(store.getState().consent.choice).toBe('all');
    expect(load).toHaveBeenCalledOnce();
  });
});
