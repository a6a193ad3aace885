import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vinApi } from '@vinkompassen/shared-contracts';
import { createStore, mockApi, profile, recordBus, renderPage, wine } from '../test/harness';
import { WineActions } from './WineActions';

const ripasso = wine();
const loggedIn = { token: 'abc', authenticated: true };

/** A deferred answer, so a test can look at the page while the request is in flight. */
function deferred() {
  let resolve: (r: Response) => void = () => undefined;
  const promise = new Promise<Response>((r) => (resolve = r));
  return { promise, resolve };
}

describe('WineActions', () => {
  it('asks an anonymous visitor to log in, remembering the wine, with the spec text', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({});
    const seen = recordBus('auth/login-requested');
    renderPage(<WineActions product={ripasso} />);
    await user.click(screen.getByRole('button', { name: 'Spara vinet' }));
    expect(seen).toEqual([{ type: 'auth/login-requested', v: 1, payload: { pendingProductId: 35, mode: 'login', reason: 'login-required' } }]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Du behöver vara inloggad för att kunna spara viner och följa användare och listor.',
    );
    expect(calls).toHaveLength(0);
  });

  it('asks the shell to open the add-to-list modal', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /auth/profile/': () => profile() });
    const seen = recordBus('list/add-requested');
    renderPage(<WineActions product={ripasso} />, { store: createStore(loggedIn) });
    await user.click(screen.getByRole('button', { name: 'Lägg till i lista' }));
    expect(seen.map((m) => m.payload)).toEqual([{ productId: 35 }]);
  });

  it('shows a saved wine as saved', async () => {
    mockApi({ 'GET /auth/profile/': () => profile([ripasso]) });
    renderPage(<WineActions product={ripasso} />, { store: createStore(loggedIn) });
    expect(await screen.findByRole('button', { name: 'Sparat' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('saves at once, before the API answers, and keeps it when the API agrees', async () => {
    const user = userEvent.setup();
    const answer = deferred();
    let liked = false;
    const { calls } = mockApi({
      'GET /auth/profile/': () => profile(liked ? [ripasso] : []),
      'POST /api/v1/user-product-likes/': () => answer.promise,
    });
    const { store } = renderPage(<WineActions product={ripasso} />, { store: createStore(loggedIn) });
    await user.click(await screen.findByRole('button', { name: 'Spara vinet' }));

    expect(screen.getByRole('button', { name: 'Sparat' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ product: 35 });

    liked = true;
    answer.resolve(new Response(JSON.stringify({ id: 1, product: ripasso, created_at: '2025-01-01T00:00:00Z' }), { status: 201 }));
    // The profile is reloaded after the like and still says saved.
    await waitFor(() => expect(calls.filter((c) => c.url.pathname === '/auth/profile/')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Sparat' })).toBeInTheDocument();
    expect(vinApi.endpoints.getProfile.select()(store.getState()).data?.liked_products[0]?.id).toBe(1);
  });

  it('rolls back and raises the error banner when saving fails', async () => {
    const user = userEvent.setup();
    const answer = deferred();
    mockApi({
      'GET /auth/profile/': () => profile(),
      'POST /api/v1/user-product-likes/': () => answer.promise,
    });
    const errors = recordBus('error/show');
    renderPage(<WineActions product={ripasso} />, { store: createStore(loggedIn) });
    await user.click(await screen.findByRole('button', { name: 'Spara vinet' }));
    expect(screen.getByRole('button', { name: 'Sparat' })).toBeInTheDocument();

    answer.resolve(new Response(JSON.stringify({ detail: 'fel' }), { status: 500 }));
    expect(await screen.findByRole('button', { name: 'Spara vinet' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(errors).toHaveLength(1));
  });

  it('unsaves at once and rolls back if that fails', async () => {
    const user = userEvent.setup();
    const answer = deferred();
    const { calls } = mockApi({
      'GET /auth/profile/': () => profile([ripasso]),
      'POST /api/v1/user-product-likes/unlike-product/': () => answer.promise,
    });
    renderPage(<WineActions product={ripasso} />, { store: createStore(loggedIn) });
    await user.click(await screen.findByRole('button', { name: 'Sparat' }));
    expect(screen.getByRole('button', { name: 'Spara vinet' })).toHaveAttribute('aria-pressed', 'false');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ product: 35 });

    answer.resolve(new Response(null, { status: 503 }));
    expect(await screen.findByRole('button', { name: 'Sparat' })).toBeInTheDocument();
  });
});
