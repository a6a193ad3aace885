import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vinApi } from '@vinkompassen/shared-contracts';
import { saveConversation } from '../answers';
import type { TasteProfile, WinefinderTipsResponse } from '@vinkompassen/shared-contracts/schemas';
import { deferred, fail, mockApi, noContent, profile, renderScreen } from '@vinkompassen/test-kit';
import { rankedWine, tasteProfile } from '../test/fixtures';
import { TIPS_LIMIT, TipsPage } from './TipsPage';

const tips: WinefinderTipsResponse = {
  explanation: 'Utifrån dina svar i Vinväljaren: till fisk, vitt.',
  based_on: { answers: true, liked_count: 0 },
  profile: null,
  results: [rankedWine(1), rankedWine(2)],
};

function mockTips(status = 200, body: WinefinderTipsResponse = tips) {
  return mockApi({
    'POST /api/v1/chat/tips/': () => (status === 200 ? body : fail(status, { detail: 'fel' })),
    'GET /auth/profile/': () => fail(401, { detail: 'Ogiltig token.' }),
  }).calls;
}

const page = (token: string | null = null) => renderScreen(<TipsPage />, { path: '/recommended', route: '/recommended', token });

describe('TipsPage (Våra tips)', () => {
  it('invites to the chat when there is nothing to base tips on', () => {
    const calls = mockTips();
    page();
    expect(screen.getByRole('heading', { level: 2, name: 'Inga tips ännu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Starta Vinväljaren' })).toHaveAttribute('href', '/winefinder');
    expect(calls).toEqual([]);
  });

  it('recommends from the saved answers, with the explanation', async () => {
    saveConversation({ answers: { food: ['fisk'], style: ['vitt'] }, transcript: [] });
    const calls = mockTips();
    page();
    const list = await screen.findByRole('list', { name: 'Våra tips till dig' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(calls[0]?.body).toEqual({ answers: { food: ['fisk'], style: ['vitt'] }, limit: TIPS_LIMIT });
    const why = screen.getByRole('region', { name: 'Därför de här vinerna' });
    expect(within(why).getByText(tips.explanation)).toBeInTheDocument();
    expect(within(why).getByRole('link', { name: 'Ändra dina svar i Vinväljaren' })).toHaveAttribute('href', '/winefinder');
  });

  it('uses the liked wines of a signed-in user without answers', async () => {
    const calls = mockTips(200, { ...tips, explanation: 'Viner som liknar dem du har sparat.', based_on: { answers: false, liked_count: 1 } });
    const view = page('token-1');
    const liked = rankedWine(9).product;
    view.store.dispatch(
      vinApi.util.upsertQueryData('getProfile', undefined, profile({ liked_products: [{ id: 1, product: liked, created_at: '2025-01-01T00:00:00Z' }] })),
    );
    await screen.findByRole('list', { name: 'Våra tips till dig' });
    const tipCalls = calls.filter((c) => c.path === '/api/v1/chat/tips/');
    expect(tipCalls.map((c) => c.body)).toEqual([{ limit: TIPS_LIMIT }]);
    expect(screen.getByText('Viner som liknar dem du har sparat.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Svara på några frågor i Vinväljaren för fler tips' })).toHaveAttribute('href', '/winefinder');
  });

  it('offers a retry when the tips cannot be fetched', async () => {
    saveConversation({ answers: { food: ['fisk'] }, transcript: [] });
    mockTips(500);
    page();
    expect(await screen.findByText('Tipsen kunde inte hämtas just nu.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Försök igen' })).toBeInTheDocument();
  });

  it('shows an anonymous visitor tips from the answers alone, each with its reason, and no taste profile', async () => {
    saveConversation({ answers: { food: ['fisk'] }, transcript: [] });
    const calls = mockTips();
    page();
    const list = await screen.findByRole('list', { name: 'Våra tips till dig' });
    const [first] = within(list).getAllByRole('article');
    expect(within(first!).getByText('Passar till fisk, frisk syra, 241 kr')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Din smakprofil' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nollställ smakprofilen' })).not.toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/api/v1/chat/tips/']);
  });
});

describe('TipsPage, signed in: the taste profile', () => {
  const saved = [7, 8, 9].map((n) => ({ id: n, product: rankedWine(n, { style: 'red', name: `Rött ${n}` }).product, created_at: '2025-01-01T00:00:00Z' }));
  const because = (name: string) => `Eftersom du sparat ${name}: samma smakprofil, passar till lamm`;
  const fromLikes = (learned: TasteProfile): WinefinderTipsResponse => ({
    explanation: 'Viner som liknar dem du har sparat.',
    based_on: { answers: false, liked_count: learned.liked_count },
    profile: learned,
    results: [
      rankedWine(1, { name: 'Malbec-tvilling' }, { reason: because('Norton Barrel Select Malbec'), reasons: ['Eftersom du sparat Norton Barrel Select Malbec', 'Samma smakprofil', 'Passar till lamm'] }),
      rankedWine(2, { name: 'Rioja-tvilling' }, { reason: because('Rött 8'), reasons: [] }),
    ],
  });
  const afterReset: WinefinderTipsResponse = {
    explanation: 'Utifrån dina svar i Vinväljaren: till lamm.',
    based_on: { answers: true, liked_count: 0 },
    profile: tasteProfile({ liked_count: 0, summary: null, styles: [], symbols: [], clocks: [], price: null, reset_at: '2025-11-24T10:00:00Z' }),
    results: [rankedWine(3, {}, { reason: 'Passar till lamm, 129 kr' })],
  };

  /** Anna with three saved reds; DELETE /api/v1/taste-profile/ resets what the tips say (or fails). */
  function signedInApi({ learned = tasteProfile(), resetFails = false, tipsAfterReset = Promise.resolve() } = {}) {
    let reset = false;
    return mockApi({ 'GET /auth/profile/': () => profile({ liked_products: saved }),
        'GET /api/v1/taste-match/': () => ({ eligible: false, signals: 3, results: [] }),
        'POST /api/v1/chat/tips/': async () => {
          if (!reset) return fromLikes(learned);
          await tipsAfterReset;
          return afterReset;
        }, 'DELETE /api/v1/taste-profile/': () => {
          if (resetFails) return fail(500, { detail: 'fel' });
          reset = true;
          return noContent();
        } });
  }

  const region = () => screen.findByRole('region', { name: 'Din smakprofil' });

  it('says in plain Swedish what the saved wines tell, and why each tip was picked', async () => {
    const { calls } = signedInApi();
    page('token-1');
    const taste = await region();
    expect(within(taste).getByText('Du verkar gilla fylliga röda viner runt 150 kr.')).toBeInTheDocument();
    expect(within(taste).getByText('Bygger på 3 sparade viner.')).toBeInTheDocument();
    const [first, second] = within(screen.getByRole('list', { name: 'Våra tips till dig' })).getAllByRole('article');
    expect(within(first!).getByText(because('Norton Barrel Select Malbec'))).toBeInTheDocument();
    expect(within(second!).getByText(because('Rött 8'))).toBeInTheDocument();
    // The tips bring the profile: no separate request for it (the cards' own "Passar din smak" request aside).
    expect(calls.map((c) => c.path).filter((path) => path !== '/api/v1/taste-match/')).toEqual(['/auth/profile/', '/api/v1/chat/tips/']);
  });

  it('resets the profile after a confirmation; the page then says the tips come from the answers alone', async () => {
    const newTips = deferred<void>();
    const api = signedInApi({ tipsAfterReset: newTips.promise.then(() => undefined) });
    page('token-1');
    const taste = await region();
    await userEvent.click(within(taste).getByRole('button', { name: 'Nollställ smakprofilen' }));
    const confirm = within(taste).getByRole('group', { name: 'Vill du nollställa smakprofilen?' });
    expect(within(confirm).getByText(/Dina sparade viner finns kvar/)).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Ja, nollställ' })).toHaveFocus();
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);

    await userEvent.click(within(confirm).getByRole('button', { name: 'Ja, nollställ' }));
    // Said at once, while the new tips are still on their way.
    const message = await within(taste).findByText(/^Smakprofilen är nollställd\. Tipsen bygger nu bara på dina svar i Vinväljaren\./);
    expect(message.parentElement).toHaveFocus();
    expect(within(taste).queryByText('Du verkar gilla fylliga röda viner runt 150 kr.')).not.toBeInTheDocument();
    expect(within(taste).queryByRole('button', { name: 'Nollställ smakprofilen' })).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/v1/taste-profile/']);
    // The tips are asked for again and no longer build on the saved wines.
    newTips.resolve(undefined);
    expect(await screen.findByText('Passar till lamm, 129 kr')).toBeInTheDocument();
    expect(screen.queryByText(/^Eftersom du sparat/)).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/api/v1/chat/tips/')).toHaveLength(2);
    expect(screen.getByText('Utifrån dina svar i Vinväljaren: till lamm.')).toBeInTheDocument();
  });

  it('keeps the profile when the user thinks again', async () => {
    const api = signedInApi();
    page('token-1');
    const taste = await region();
    await userEvent.click(within(taste).getByRole('button', { name: 'Nollställ smakprofilen' }));
    await userEvent.click(within(taste).getByRole('button', { name: 'Avbryt' }));
    expect(within(taste).getByRole('button', { name: 'Nollställ smakprofilen' })).toHaveFocus();
    expect(within(taste).getByText('Du verkar gilla fylliga röda viner runt 150 kr.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('says so when the profile cannot be reset, and keeps it', async () => {
    signedInApi({ resetFails: true });
    page('token-1');
    const taste = await region();
    await userEvent.click(within(taste).getByRole('button', { name: 'Nollställ smakprofilen' }));
    await userEvent.click(within(taste).getByRole('button', { name: 'Ja, nollställ' }));
    expect(await within(taste).findByRole('alert')).toHaveTextContent('Smakprofilen kunde inte nollställas just nu. Försök igen senare.');
    expect(within(taste).getByText('Du verkar gilla fylliga röda viner runt 150 kr.')).toBeInTheDocument();
    expect(within(taste).queryByText(/Smakprofilen är nollställd/)).not.toBeInTheDocument();
  });

  it('with fewer than three saved wines, says the tips get better after saving a few', async () => {
    signedInApi({ learned: tasteProfile({ liked_count: 2, summary: null }) });
    page('token-1');
    const taste = await region();
    expect(within(taste).getByText('Tipsen blir bättre när du har sparat några viner – då kan vi lära oss vad du tycker om.')).toBeInTheDocument();
    expect(within(taste).queryByText(/Du verkar gilla/)).not.toBeInTheDocument();
  });

  it('still says the profile is reset on a later visit, until new wines are saved', async () => {
    signedInApi({ learned: tasteProfile({ liked_count: 0, summary: null, reset_at: '2025-11-24T10:00:00Z' }) });
    page('token-1');
    const taste = await region();
    expect(within(taste).getByText(/^Smakprofilen är nollställd\./)).toBeInTheDocument();
    expect(within(taste).queryByRole('button', { name: 'Nollställ smakprofilen' })).not.toBeInTheDocument();
  });

  it('asks for the profile alone when there is nothing to base tips on yet', async () => {
    const { calls } = mockApi({ 'GET /auth/profile/': () => profile(), 'GET /api/v1/taste-profile/': () => tasteProfile({ liked_count: 0, summary: null, styles: [], symbols: [], clocks: [], price: null }) });
    page('token-1');
    const taste = await region();
    expect(within(taste).getByText(/^Tipsen blir bättre när du har sparat några viner/)).toBeInTheDocument();
    expect(within(taste).queryByRole('button', { name: 'Nollställ smakprofilen' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Inga tips ännu' })).toBeInTheDocument();
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(['/auth/profile/', '/api/v1/taste-profile/']));
  });
});
