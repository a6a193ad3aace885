import { act, screen, waitFor } from '@testing-library/react';
import { bus } from '@vinkompassen/shared-contracts';
import { mockApi, renderScreen } from '@vinkompassen/test-kit';
import { inShell, testProfile } from '../test/shell';
import { Header } from './Header';

describe('header share button', () => {
  it('is hidden while the page says it cannot be shared (a private list), for that page only', async () => {
    renderScreen(<Header flags={{ requiresAuth: false, share: true, secondaryMenu: false, static: false, center: false, hideBottomNav: false }} />, {
      ...inShell(),
      path: '/user-list/hemlig',
    });
    expect(screen.getByRole('button', { name: 'Dela sidan' })).toBeInTheDocument();
    await act(async () => bus.publish('meta/changed', { title: 'Hemlig', shareable: false }));
    expect(screen.queryByRole('button', { name: 'Dela sidan' })).not.toBeInTheDocument();
    await act(async () => bus.publish('meta/changed', { title: 'Hemlig', shareable: true }));
    expect(screen.getByRole('button', { name: 'Dela sidan' })).toBeInTheDocument();
  });
});

describe('header and the profile', () => {
  const flags = { requiresAuth: false, share: false, secondaryMenu: false, static: false, center: false, hideBottomNav: false };

  it('keeps a logged-in user’s profile loaded, every page having a header', async () => {
    const api = mockApi({ 'GET /auth/profile/': () => testProfile });
    const { store } = renderScreen(<Header flags={flags} />, inShell({ token: 't' }));
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/auth/profile/')).toHaveLength(1));
    await waitFor(() => expect(JSON.stringify(store.getState())).toContain(testProfile.email));
  });

  it('asks for no profile for a visitor', async () => {
    const api = mockApi({ 'GET /auth/profile/': () => testProfile });
    renderScreen(<Header flags={flags} />, inShell());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.calls).toHaveLength(0);
  });
});
