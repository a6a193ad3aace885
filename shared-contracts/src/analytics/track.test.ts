import { renderHook } from '@testing-library/react';
import { bus } from '../bus';
import { AnalyticsBatch } from '../api/analytics';
import { ANALYTICS_EVENT_NAMES } from './events';
import { track } from './track';
import { useTrackOnce } from './useTrackOnce';

const recorded = () => {
  const seen: unknown[] = [];
  const sub = bus.on('analytics/event').subscribe((m) => seen.push(m.payload));
  onTestFinished(() => sub.unsubscribe());
  return seen;
};

describe('analytics events on the bus', () => {
  it('track() publishes the event; an unknown name or a wrong payload does not compile', () => {
    const seen = recorded();
    track('c_search', { kind: 'wine', result_count: 3, query: 'rioja' });
    // @ts-expect-error not in the catalogue: a remote cannot invent events
    track('c_unknown', {});
    // @ts-expect-error a page view names the route, never a URL
    track('c_page_view', { url: '/user/anna' });
    // @ts-expect-error no user ids in payloads
    track('c_wine_saved', { product_id: 1, user_id: 7 });
    expect(seen[0]).toEqual({ name: 'c_search', props: { kind: 'wine', result_count: 3, query: 'rioja' } });
  });

  it('useTrackOnce tracks once per key, and nothing while the key is null', () => {
    const seen = recorded();
    const { rerender } = renderHook(({ key, count }) => useTrackOnce(key, 'c_search', { kind: 'dish', result_count: count }), {
      initialProps: { key: null as string | null, count: 0 },
    });
    expect(seen).toHaveLength(0);
    rerender({ key: 'lax|2', count: 2 });
    rerender({ key: 'lax|2', count: 2 });
    rerender({ key: 'lax i|1', count: 1 });
    expect(seen).toEqual([
      { name: 'c_search', props: { kind: 'dish', result_count: 2 } },
      { name: 'c_search', props: { kind: 'dish', result_count: 1 } },
    ]);
  });

  it("the collector's schema accepts every catalogue event and rejects anything else", () => {
    expect(ANALYTICS_EVENT_NAMES).toHaveLength(8);
    const at = '2026-11-24T10:00:00.000Z';
    const ok = AnalyticsBatch.safeParse({
      browser_id: 'abcdefghijklmnop',
      events: [
        { name: 'c_page_view', props: { route: 'home' }, at },
        { name: 'c_newsletter_signup', props: {}, at },
      ],
    });
    expect(ok.success).toBe(true);
    const bad = (event: object) => AnalyticsBatch.safeParse({ browser_id: 'abcdefghijklmnop', events: [event] }).success;
    expect(bad({ name: 'c_page_view', props: { route: '/user/anna' }, at })).toBe(false);
    expect(bad({ name: 'c_unknown', props: {}, at })).toBe(false);
    expect(bad({ name: 'c_wine_saved', props: { product_id: 1, email: 'a@b.se' }, at })).toBe(false);
  });
});
