import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../test/shell';
import { loginRequested, overlayClosed, overlayReducer, routeChanged, addToListRequested } from '../store/overlaySlice';

beforeEach(() => localStorage.setItem('age_confirmed', 'true'));

describe('overlays', () => {
  it('mounts the account login modal in a named dialog and closes on Escape', async () => {
    const { store } = await renderApp({ path: '/toplists' });
    await act(async () => store.dispatch(loginRequested({ mode: 'login' })));
    // The modals' code loads on the first request, then the remote's.
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toHaveTextContent('account/LoginModal'));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on an overlay click', async () => {
    const { store } = await renderApp({ path: '/toplists', token: 't' });
    await act(async () => store.dispatch(addToListRequested({ productId: 3 })));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toHaveTextContent('social/AddToListModal'));
    await userEvent.click(screen.getByTestId('dialog-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the login modal when the route changes', async () => {
    const { store, navigation } = await renderApp({ path: '/toplists' });
    await act(async () => store.dispatch(loginRequested({ mode: 'login' })));
    await screen.findByRole('dialog');
    await act(async () => navigation.navigate('/lists'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps list modals open across route changes and remembers the pending like', () => {
    const withList = overlayReducer(undefined, addToListRequested({ productId: 3 }));
    expect(overlayReducer(withList, routeChanged()).open).toEqual({ kind: 'add-to-list', productId: 3 });
    const withLogin = overlayReducer(undefined, loginRequested({ mode: 'login', pendingProductId: 5 }));
    expect(withLogin.pendingLikeProductId).toBe(5);
    expect(overlayReducer(withLogin, overlayClosed())).toMatchObject({ open: null, pendingLikeProductId: null });
  });
});
