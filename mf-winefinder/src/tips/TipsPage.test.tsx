import { screen, within } from '@testing-library/react';
import { vinApi } from '@vinkompassen/shared-contracts';
import { saveConversation } from '../answers/storage';
import type { WinefinderTipsResponse } from '@vinkompassen/shared-contracts/schemas';
import { fail, mockApi, profile, renderScreen } from '@vinkompassen/test-kit';
import { rankedWine } from '../test/fixtures';
import { TIPS_LIMIT, TipsPage } from './TipsPage';

const tips: WinefinderTipsResponse = {
  explanation: 'Utifrån dina svar i Vinväljaren: till fisk, vitt.',
  based_on: { answers: true, liked_count: 0 },
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
});
