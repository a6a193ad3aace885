import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Catalog } from '@vinkompassen/shared-contracts/schemas';
import { createStore, mockApi, recordBus, renderPage, wine } from '../test/harness';
import ListPage from './ListPage';

const loggedIn = { token: 'abc', authenticated: true };

const list = (over: Partial<Catalog> = {}): Catalog => ({
  id: 3,
  slug: 'redaktionens-val',
  name: 'Redaktionens val',
  description: 'Våra favoriter.',
  kind: 'list',
  product_count: 1,
  is_saved: false,
  saves_count: 0,
  image_url: null,
  rule_text: null,
  updated_at: '2025-11-22T10:00:00Z',
  product_list: [wine()],
  ...over,
});

/**
 * A deferred answer, so a test can look at the page while the request is in flight. (Cache patches reach the
 * page on RTK's next batched notification, hence `findBy…` for the optimistic state.)
 */
function deferred() {
  let resolve: (r: Response) => void = () => undefined;
  const promise = new Promise<Response>((r) => (resolve = r));
  return { promise, resolve };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const renderList = (store = createStore()) =>
  renderPage(<ListPage />, { path: '/list/redaktionens-val', pattern: '/list/:slug', store });

describe('following a wine list', () => {
  it('asks an anonymous visitor to log in, with the spec text, and calls nothing', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({ 'GET /api/v1/catalogs/redaktionens-val': () => list({ saves_count: 2 }) });
    const seen = recordBus('auth/login-requested');
    renderList();
    const button = await screen.findByRole('button', { name: 'Följ listan' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('2 personer följer listan')).toBeInTheDocument();
    await user.click(button);
    expect(seen).toEqual([{ type: 'auth/login-requested', v: 1, payload: { mode: 'login', reason: 'login-required' } }]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Du behöver vara inloggad för att kunna spara viner och följa användare och listor.',
    );
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('follows at once, before the API answers, and takes the count the API gives', async () => {
    const user = userEvent.setup();
    const answer = deferred();
    const { calls } = mockApi({
      'GET /api/v1/catalogs/redaktionens-val': () => list({ saves_count: 4 }),
      'POST /api/v1/catalogs/3/save/': () => answer.promise,
    });
    renderList(createStore(loggedIn));
    await user.click(await screen.findByRole('button', { name: 'Följ listan' }));

    expect(await screen.findByRole('button', { name: 'Följer listan' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('5 personer följer listan')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.url.pathname).toBe('/api/v1/catalogs/3/save/');

    answer.resolve(json({ saved: true, saves_count: 7 }, 201));
    expect(await screen.findByText('7 personer följer listan')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Följer listan' })).toBeInTheDocument();
  });

  it('rolls back and raises the error banner when following fails', async () => {
    const user = userEvent.setup();
    const answer = deferred();
    mockApi({
      'GET /api/v1/catalogs/redaktionens-val': () => list(),
      'POST /api/v1/catalogs/3/save/': () => answer.promise,
    });
    const errors = recordBus('error/show');
    renderList(createStore(loggedIn));
    await user.click(await screen.findByRole('button', { name: 'Följ listan' }));
    expect(await screen.findByRole('button', { name: 'Följer listan' })).toBeInTheDocument();
    expect(screen.getByText('1 person följer listan')).toBeInTheDocument();

    answer.resolve(json({ detail: 'fel' }, 500));
    expect(await screen.findByRole('button', { name: 'Följ listan' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText(/följer listan$/)).not.toBeInTheDocument();
    await waitFor(() => expect(errors).toHaveLength(1));
  });

  it('unfollows at once and rolls back if that fails', async () => {
    const user = userEvent.setup();
    const answer = deferred();
    const { calls } = mockApi({
      'GET /api/v1/catalogs/redaktionens-val': () => list({ is_saved: true, saves_count: 1 }),
      'DELETE /api/v1/catalogs/3/save/': () => answer.promise,
    });
    renderList(createStore(loggedIn));
    await user.click(await screen.findByRole('button', { name: 'Följer listan' }));
    expect(await screen.findByRole('button', { name: 'Följ listan' })).toHaveAttribute('aria-pressed', 'false');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);

    answer.resolve(new Response(null, { status: 503 }));
    expect(await screen.findByRole('button', { name: 'Följer listan' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('1 person följer listan')).toBeInTheDocument();
  });
});
