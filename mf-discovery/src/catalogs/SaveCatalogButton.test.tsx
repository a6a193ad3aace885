import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Catalog, CatalogSaveResponse } from '@vinkompassen/shared-contracts/schemas';
import { configureStore, createAction, createReducer } from '@reduxjs/toolkit';
import { vinApi } from '@vinkompassen/shared-contracts';
import { createTestStore, deferred, fail, mockApi, recordBus, renderScreen, reply } from '@vinkompassen/test-kit';
import { catalog } from '../test/fixtures';
import ListPage from './ListPage';


const list = (over: Partial<Catalog> = {}): Catalog => catalog({ id: 3, description: 'Våra favoriter.', ...over });

const renderList = (store = createTestStore()) =>
  renderScreen(<ListPage />, { path: '/list/redaktionens-val', route: '/list/:slug', store });

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
    const answer = deferred<CatalogSaveResponse>();
    // The API's list as it is: followed once the follow has been answered.
    let stored = list({ saves_count: 4 });
    const { calls } = mockApi({
      'GET /api/v1/catalogs/redaktionens-val': () => stored,
      'POST /api/v1/catalogs/3/save/': async () => {
        const answered = await answer.promise;
        stored = list({ is_saved: true, saves_count: 7 });
        return answered;
      },
    });
    renderList(createTestStore({ token: 'abc' }));
    await user.click(await screen.findByRole('button', { name: 'Följ listan' }));

    expect(await screen.findByRole('button', { name: 'Följer listan' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('5 personer följer listan')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.url.pathname).toBe('/api/v1/catalogs/3/save/');

    answer.resolve(reply(201, { saved: true, saves_count: 7 }));
    expect(await screen.findByText('7 personer följer listan')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Följer listan' })).toBeInTheDocument();
  });

  it('rolls back and raises the error banner when following fails', async () => {
    const user = userEvent.setup();
    const answer = deferred<CatalogSaveResponse>();
    mockApi({
      'GET /api/v1/catalogs/redaktionens-val': () => list(),
      'POST /api/v1/catalogs/3/save/': () => answer.promise,
    });
    const errors = recordBus('error/show');
    renderList(createTestStore({ token: 'abc' }));
    await user.click(await screen.findByRole('button', { name: 'Följ listan' }));
    expect(await screen.findByRole('button', { name: 'Följer listan' })).toBeInTheDocument();
    expect(screen.getByText('1 person följer listan')).toBeInTheDocument();

    answer.resolve(fail(500, { detail: 'fel' }));
    expect(await screen.findByRole('button', { name: 'Följ listan' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText(/följer listan$/)).not.toBeInTheDocument();
    await waitFor(() => expect(errors).toHaveLength(1));
  });

  it('unfollows at once and rolls back if that fails', async () => {
    const user = userEvent.setup();
    const answer = deferred<CatalogSaveResponse>();
    const { calls } = mockApi({
      'GET /api/v1/catalogs/redaktionens-val': () => list({ is_saved: true, saves_count: 1 }),
      'DELETE /api/v1/catalogs/3/save/': () => answer.promise,
    });
    renderList(createTestStore({ token: 'abc' }));
    await user.click(await screen.findByRole('button', { name: 'Följer listan' }));
    expect(await screen.findByRole('button', { name: 'Följ listan' })).toHaveAttribute('aria-pressed', 'false');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);

    answer.resolve(fail(503, null));
    expect(await screen.findByRole('button', { name: 'Följer listan' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('1 person följer listan')).toBeInTheDocument();
  });

  it('shows a follow made while a login is still reading the list again, once that read is back', async () => {
    const user = userEvent.setup();
    // The list read for the new viewer started before the follow, and answers as it was then.
    const readBeforeFollow = deferred<Catalog>();
    let followed = false;
    let viewerReads = 0;
    mockApi({
      'GET /api/v1/catalogs/redaktionens-val': (request) => {
        if (!request.headers.get('authorization')) return list();
        viewerReads += 1;
        return viewerReads === 1 ? readBeforeFollow.promise : list({ is_saved: followed, saves_count: followed ? 2 : 1 });
      },
      'POST /api/v1/catalogs/3/save/': () => {
        followed = true;
        return reply(201, { saved: true, saves_count: 2 });
      },
    });
    const loggedIn = createAction<string>('test/logged-in');
    const store = configureStore({
      reducer: {
        auth: createReducer({ token: null as string | null, authenticated: false }, (b) => b.addCase(loggedIn, (_s, { payload }) => ({ token: payload, authenticated: true }))),
        [vinApi.reducerPath]: vinApi.reducer,
      },
      middleware: (getDefault) => getDefault({ serializableCheck: false, immutableCheck: false }).concat(vinApi.middleware),
    });
    renderList(store as unknown as ReturnType<typeof createTestStore>);
    await screen.findByRole('button', { name: 'Följ listan' });

    act(() => {
      store.dispatch(loggedIn('abc'));
    });
    await waitFor(() => expect(viewerReads).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Följ listan' }));
    await waitFor(() => expect(followed).toBe(true));
    readBeforeFollow.resolve(list({ saves_count: 1 }));

    expect(await screen.findByRole('button', { name: 'Följer listan' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('2 personer följer listan')).toBeInTheDocument();
  });
});
