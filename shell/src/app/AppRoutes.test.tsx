import { act, screen, waitFor } from '@testing-library/react';
import { renderApp, testProfile } from '../test/shell';
import { routeForPath } from '../routing/currentRoute';

beforeEach(() => localStorage.setItem('age_confirmed', 'true'));

describe('router', () => {
  it('renders a remote page with its title', async () => {
    await renderApp({ path: '/toplists' });
    expect(await screen.findByText('discovery/ToplistsPage')).toHaveAttribute('data-remote', 'discovery');
    expect(document.title).toBe('Vinkompassen - Topplistor');
  });

  it('redirects requiresAuth routes to home without a token', async () => {
    const { navigation } = await renderApp({ path: '/profile/lists' });
    expect(await screen.findByText('discovery/HomePage')).toBeInTheDocument();
    expect(navigation.location()?.pathname).toBe('/');
  });

  it('shows requiresAuth routes with a token', async () => {
    await renderApp({ path: '/profile', token: 't', profile: testProfile });
    expect(await screen.findByText('account/ProfilePage')).toBeInTheDocument();
  });

  it('renders the shell not-found page for unknown paths', async () => {
    await renderApp({ path: '/finns-inte' });
    expect(await screen.findByRole('heading', { name: 'Sidan hittades inte' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Vinkompassen - Sidan hittades inte'));
  });

  it('renders shell static pages without any remote', async () => {
    await renderApp({ path: '/about' });
    // The shell's own pages load when first shown.
    expect(await screen.findByRole('heading', { name: 'Om Vinkompassen', level: 1 })).toBeInTheDocument();
  });

  it('omits the bottom nav on hideBottomNav routes', async () => {
    await renderApp({ path: '/winefinder' });
    await screen.findByText('winefinder/WinefinderPage');
    expect(screen.queryByRole('navigation', { name: 'Snabbmeny' })).not.toBeInTheDocument();
  });

  it('gives the layout the current screen as the user navigates', async () => {
    const { navigation } = await renderApp({ path: '/toplists' });
    const main = () => document.getElementById('main');
    expect(main()).toHaveAttribute('data-route', 'toplists');
    await act(async () => navigation.navigate('/winefinder/results'));
    expect(main()).toHaveAttribute('data-route', 'winefinder');
    await act(async () => navigation.navigate('/product'));
    expect(main()).toHaveAttribute('data-route', 'notFound');
  });
});

describe('routeForPath', () => {
  it.each([
    ['/', 'home'],
    ['/dishes', 'dishes'],
    ['/dishes/lax', 'dish'],
    ['/profile/lists', 'profile'],
    ['/search/search-users', 'search'],
    ['/finns-inte', 'notFound'],
  ])('%s → %s', (path, id) => {
    expect(routeForPath(path).id).toBe(id);
  });
});
