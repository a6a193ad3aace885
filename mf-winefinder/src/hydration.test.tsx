import { screen, waitFor, within } from '@testing-library/react';
import { winefinderApi } from './ui/winefinderApi';
import { chatResponse, expectServerRenderAndHydration, mockApi, pageData } from '@vinkompassen/test-kit';
import { toInput } from './answers/answers';
import { CONVERSATION_KEY } from './answers/storage';
import RecommendedPage from './pages/RecommendedPage';
import WinefinderPage from './pages/WinefinderPage';
import { RESULTS_LIMIT } from './results/ResultsPage';
import { fakeChat, GREETING, rankedWine } from './test/fixtures';
import winefinderPage from './pages/WinefinderPage.data';

// Every exposed screen as the shell's server renders it for an anonymous visitor, hydrated in a browser that has
// what the server cannot know (a saved conversation). The first browser render must equal the server's HTML.

type ChatBody = { answers?: Record<string, string | string[]> };

/** A returning visitor's saved conversation: one answer, two lines. */
const savedConversation = JSON.stringify({
  v: 1,
  answers: { occasion: 'middag' },
  transcript: [
    { from: 'sommelier', text: 'Vad är tillfället?' },
    { from: 'user', text: 'Middag' },
  ],
});

describe('server render and hydration', () => {
  it('/winefinder: a new visitor gets the opening turn in the HTML, and no second request once hydrated', async () => {
    const { calls } = mockApi({ 'POST /api/v1/chat/': (_request, call) => fakeChat(call.body as ChatBody) });
    const { html } = await expectServerRenderAndHydration(<WinefinderPage />, {
      path: '/winefinder',
      route: '/winefinder/*',
      serverData: pageData(winefinderPage),
    });
    expect(html).toContain(GREETING);
    expect(html).toContain('Vad är tillfället?');
    expect(screen.getByRole('group', { name: 'Svarsalternativ: Vad är tillfället?' })).toBeInTheDocument();
    expect(screen.queryByTestId('typing')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.map((c) => c.body)).toEqual([{ answers: {} }]);
  });

  it('/winefinder: the opening turn is asked for once hydrated when the server had none', async () => {
    const { calls } = mockApi({ 'POST /api/v1/chat/': (_request, call) => fakeChat(call.body as ChatBody) });
    const { html } = await expectServerRenderAndHydration(<WinefinderPage />, { path: '/winefinder', route: '/winefinder/*' });
    expect(html).toContain('data-testid="typing"');
    await screen.findByRole('group', { name: 'Svarsalternativ: Vad är tillfället?' });
    expect(calls.map((c) => c.body)).toEqual([{ answers: {} }]);
  });

  it('/winefinder: the chat continues the saved conversation once hydrated', async () => {
    const { calls } = mockApi({ 'POST /api/v1/chat/': (_request, call) => fakeChat(call.body as ChatBody) });
    const { html } = await expectServerRenderAndHydration(<WinefinderPage />, {
      path: '/winefinder',
      route: '/winefinder/*',
      storage: { [CONVERSATION_KEY]: savedConversation },
      serverData: pageData(winefinderPage),
    });
    expect(html).toContain(GREETING);
    const log = screen.getByRole('log', { name: 'Samtal med sommelieren' });
    await waitFor(() => expect(within(log).getByText('Middag')).toBeInTheDocument());
    expect(within(log).queryByText(GREETING)).not.toBeInTheDocument();
    // The saved answers are re-sent once to get the open question back (the first call is the server's).
    await screen.findByRole('group', { name: 'Svarsalternativ: Vad ska du äta till vinet?' });
    expect(calls.map((c) => c.body)).toEqual([{ answers: {} }, { answers: { occasion: 'middag' } }]);
    // Still saved: the hydration render's empty conversation never overwrote it.
    const stored = JSON.parse(localStorage.getItem(CONVERSATION_KEY) ?? 'null') as { transcript: unknown[] };
    expect(stored.transcript.length).toBeGreaterThanOrEqual(2);
  });

  it('/winefinder/results: the ranked wines of the link, loaded on the server', async () => {
    const answers = toInput({ food: ['fisk'], price: '-150' });
    mockApi({
      'POST /api/v1/chat/': () =>
        chatResponse({
          answers: { food: ['fisk'], price: '-150' },
          chips: [{ question_id: 'food', value: 'fisk', label: 'Fisk' }],
          match_count: 7,
          results: [rankedWine(1), rankedWine(2)],
        }),
    });
    const { html } = await expectServerRenderAndHydration(<WinefinderPage />, {
      path: '/winefinder/results?food=fisk&price=-150',
      route: '/winefinder/*',
      serverData: (store) => store.dispatch(winefinderApi.endpoints.getWinefinderResults.initiate({ answers, limit: RESULTS_LIMIT })),
    });
    expect(html).toContain('Vin 2');
    expect(within(screen.getByRole('list', { name: 'Föreslagna viner' })).getAllByRole('article')).toHaveLength(2);
  });

  it('/recommended: tips from the saved answers once hydrated, a placeholder until then', async () => {
    mockApi({
      'POST /api/v1/chat/tips/': () => ({
        explanation: 'Utifrån dina svar i Vinväljaren: till middag.',
        based_on: { answers: true, liked_count: 0 },
        profile: null,
        results: [rankedWine(1), rankedWine(2)],
      }),
    });
    await expectServerRenderAndHydration(<RecommendedPage />, {
      path: '/recommended',
      route: '/recommended',
      storage: { [CONVERSATION_KEY]: savedConversation },
    });
    const list = await screen.findByRole('list', { name: 'Våra tips till dig' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Inga tips ännu' })).not.toBeInTheDocument();
  });

  it('/recommended: a first visit is invited to the chat once hydrated', async () => {
    const { calls } = mockApi({});
    await expectServerRenderAndHydration(<RecommendedPage />, { path: '/recommended', route: '/recommended' });
    expect(screen.getByRole('heading', { level: 2, name: 'Inga tips ännu' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
