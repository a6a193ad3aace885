import { screen } from '@testing-library/react';
import { renderApp } from '../test/shell';

// A page the server answered 404 for, after hydration: the shell's not-found page stays, except a user list
// with a session, which may be the viewer's own private list (the server renders everyone as anonymous).

const ssr = (path: string) => ({ notFoundPath: path, ageConfirmed: true, hydrated: true });

describe('a server 404 after hydration', () => {
  it('an unknown wine stays the not-found page, logged in or not', async () => {
    await renderApp({ path: '/product/finns-inte', token: 't', ssr: ssr('/product/finns-inte') });
    expect(screen.getByRole('heading', { level: 1, name: 'Vinet hittades inte' })).toBeInTheDocument();
    expect(document.title).toBe('Vinkompassen - Vinet hittades inte');
    expect(document.querySelector('[data-remote]')).toBeNull();
  });

  it('a user list without a session stays the not-found page', async () => {
    await renderApp({ path: '/user-list/hemlig', ssr: ssr('/user-list/hemlig') });
    expect(screen.getByRole('heading', { level: 1, name: 'Listan finns inte' })).toBeInTheDocument();
    expect(document.querySelector('[data-remote]')).toBeNull();
  });

  it('a user list with a session is asked for again by its own screen', async () => {
    await renderApp({ path: '/user-list/hemlig', token: 't', ssr: ssr('/user-list/hemlig') });
    expect(await screen.findByText('social/UserListPage')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Listan finns inte' })).not.toBeInTheDocument();
  });

  it('another path of the same route renders its screen', async () => {
    await renderApp({ path: '/user-list/annan', ssr: ssr('/user-list/hemlig') });
    expect(await screen.findByText('social/UserListPage')).toBeInTheDocument();
  });
});
