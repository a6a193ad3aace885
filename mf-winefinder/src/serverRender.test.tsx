// @vitest-environment node
import { winefinderApi } from './ui/winefinderApi';
import { chatResponse, mockApi, renderOnServer } from '@vinkompassen/test-kit';
import { toInput } from './answers/answers';
import RecommendedPage from './pages/RecommendedPage';
import WinefinderPage from './pages/WinefinderPage';
import { RESULTS_LIMIT } from './results/ResultsPage';
import { rankedWine } from './test/fixtures';

// In Node, as on the shell's server: no window, document, localStorage or navigator. Rendering must not reach for them.

describe('server render in Node', () => {
  it('has no browser globals here', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof localStorage).toBe('undefined');
  });

  it('renders the results of a shared link, with the share button', async () => {
    mockApi({ 'POST /api/v1/chat/': () => chatResponse({ answers: { food: ['fisk'] }, match_count: 7, results: [rankedWine(1)] }) });
    const answers = toInput({ food: ['fisk'] });
    const { html } = await renderOnServer(<WinefinderPage />, {
      path: '/winefinder/results?food=fisk',
      route: '/winefinder/*',
      serverData: (store) => store.dispatch(winefinderApi.endpoints.getWinefinderResults.initiate({ answers, limit: RESULTS_LIMIT })),
    });
    expect(html).toContain('Vin 1');
    expect(html).toContain('Dela förslagen');
  });

  it('renders the chat and the tips page', async () => {
    expect((await renderOnServer(<WinefinderPage />, { path: '/winefinder', route: '/winefinder/*' })).html).toContain('Vinväljaren');
    expect((await renderOnServer(<RecommendedPage />, { path: '/recommended', route: '/recommended' })).html).toContain('Våra tips');
  });
});
