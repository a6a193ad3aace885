import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vinApi, type LikedProduct } from '@vinkompassen/shared-contracts';
import { createTestStore, deferred, fail, mockApi, recordBus, renderScreen, reply } from '@vinkompassen/test-kit';
import { profile, wine } from '../test/fixtures';
import { WineActions } from './WineActions';

const ripasso = wine();

describe('WineActions', () => {
  it('asks an anonymous visitor to log in, remembering the wine, with the spec text', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({});
    const seen = recordBus('auth/login-requested');
    renderScreen(<WineActions product={ripasso} />);
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
    renderScreen(<WineActions product={ripasso} />, { store: createTestStore({ token: 'abc' }) });
    await user.click(screen.getByRole('button', { name: 'Lägg till i lista' }));
    expect(seen.map((m) => m.payload)).toEqual([{ productId: 35 }]);
  });

  it('shows a saved wine as saved', async () => {
    mockApi({ 'GET /auth/profile/': () => profile([ripasso]) });
    renderScreen(<WineActions product={ripasso} />, { store: createTestStore({ token: 'abc' }) });
    expect(await screen.findByRole('button', { name: 'Sparat' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('saves at once, before the API answers, and keeps it when the API agrees', async () => {
    const user = userEvent.setup();
    const answer = deferred<LikedProduct>();
    let liked = false;
    const { calls } = mockApi({
      'GET /auth/profile/': () => profile(liked ? [ripasso] : []),
      'POST /api/v1/user-product-likes/': () => answer.promise,
    });
    const events = recordBus('analytics/event');
    const { store } = renderScreen(<WineActions product={ripasso} />, { store: createTestStore({ token: 'abc' }) });
    await user.click(await screen.findByRole('button', { name: 'Spara vinet' }));

    expect(screen.getByRole('button', { name: 'Sparat' })).toHaveAttribute('aria-pressed', 'true');
    // Announced only once the API has saved it.
    expect(events).toEqual([]);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ product: 35 });

    liked = true;
    answer.resolve(reply(201, { id: 1, product: ripasso, created_at: '2025-01-01T00:00:00Z' }));
    // The profile is reloaded after the like and still says saved.
    await waitFor(() => expect(calls.filter((c) => c.url.pathname === '/auth/profile/')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Sparat' })).toBeInTheDocument();
    expect(vinApi.endpoints.getProfile.select()(store.getState()).data?.liked_products[0]?.id).toBe(1);
    expect(events.map((e) => e.payload)).toEqual([{ name: 'c_wine_saved', props: { product_id: 35 } }]);
  });

  it('rolls back and raises the error banner when saving fails', async () => {
    const user = userEvent.setup();
    const answer = deferred<LikedProduct>();
    mockApi({
      'GET /auth/profile/': () => profile(),
      'POST /api/v1/user-product-likes/': () => answer.promise,
    });
    const errors = recordBus('error/show');
    const events = recordBus('analytics/event');
    renderScreen(<WineActions product={ripasso} />, { store: createTestStore({ token: 'abc' }) });
    await user.click(await screen.findByRole('button', { name: 'Spara vinet' }));
    expect(screen.getByRole('button', { name: 'Sparat' })).toBeInTheDocument();

    answer.resolve(fail(500, { detail: 'fel' }));
    expect(await screen.findByRole('button', { name: 'Spara vinet' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(errors).toHaveLength(1));
    expect(events).toEqual([]);
  });

  it('unsaves at once and rolls back if that fails', async () => {
    const user = userEvent.setup();
    const answer = deferred<undefined>();
    const { calls } = mockApi({
      'GET /auth/profile/': () => profile([ripasso]),
      'POST /api/v1/user-product-likes/unlike-product/': () => answer.promise,
    });
    renderScreen(<WineActions product={ripasso} />, { store: createTestStore({ token: 'abc' }) });
    await user.click(await screen.findByRole('button', { name: 'Sparat' }));
    expect(screen.getByRole('button', { name: 'Spara vinet' })).toHaveAttribute('aria-pressed', 'false');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ product: 35 });

    answer.resolve(fail(503, null));
    expect(await screen.findByRole('button', { name: 'Sparat' })).toBeInTheDocument();
  });
});
