import { screen } from '@testing-library/react';
import { expectServerRenderAndHydration, type HydrationOptions } from '@vinkompassen/test-kit';
import { AppRoutes } from './AppRoutes';
import { inShellOnServer } from '../test/shell';
import type { AppStore } from '../store/store';

// The frame around every screen (header, navigation, banners, notice host, overlays, pages) as the shell's server
// renders it for an anonymous visitor without storage, hydrated in browsers that know more. The first browser render
// must equal the server's HTML; what only the browser knows follows right after.

// The server knows the age answer from the cookie the browser keeps beside its storage.
const frame = (path: string, options: HydrationOptions<AppStore> = {}) =>
  expectServerRenderAndHydration(<AppRoutes />, {
    ...inShellOnServer({ ageConfirmed: options.storage?.age_confirmed === 'true' }),
    path,
    ...options,
  });

// A returning visitor: past the age gate and the first pages ('pageVisited').
const returning = { age_confirmed: 'true', pageVisited: '1' };

afterEach(() => vi.restoreAllMocks());

describe('the frame, rendered on the server and hydrated', () => {
  it('a first visit: the age gate is in the server HTML, over the page and frame, and hydrates', async () => {
    const { html } = await frame('/about');
    expect(html).toContain('Om Vinkompassen');
    expect(html).toContain('Huvudmeny');
    expect(html).toContain('Välkommen till Vinkompassen');
    expect(screen.getByRole('alertdialog', { name: 'Välkommen till Vinkompassen' })).toBeInTheDocument();
  });

  it('a remote screen in the frame (its module loaded on the server)', async () => {
    const { html } = await frame('/toplists', { storage: returning });
    expect(html).toContain('data-module="./ToplistsPage"');
    expect(screen.getByRole('main')).toHaveTextContent('discovery/ToplistsPage');
  });

  it('a visitor who dismissed the homescreen tip: none, and no mismatch', async () => {
    const { html } = await frame('/about', { storage: { ...returning, homescreen: '1' } });
    expect(html).not.toContain('Lägg till Vinkompassen på hemskärmen');
    expect(screen.queryByRole('complementary', { name: 'Tips' })).not.toBeInTheDocument();
  });

  it('a visitor who has not: the tip follows hydration', async () => {
    await frame('/about', { storage: returning });
    expect(screen.getByRole('complementary', { name: 'Tips' })).toHaveTextContent('Lägg till Vinkompassen på hemskärmen');
  });

  it('a first visit past the age gate: no tip on the first page (one interruption at a time)', async () => {
    await frame('/about', { storage: { age_confirmed: 'true' } });
    expect(screen.getByRole('main')).toHaveTextContent('Om Vinkompassen');
    expect(screen.queryByRole('complementary', { name: 'Tips' })).not.toBeInTheDocument();
  });

  it('the app installed on the home screen: no tip', async () => {
    await frame('/about', {
      storage: returning,
      browser: () => vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(display-mode: standalone)' })),
    });
    expect(screen.queryByRole('complementary', { name: 'Tips' })).not.toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('offline: the notice follows hydration', async () => {
    await frame('/about', { storage: returning, browser: () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false) });
    expect(screen.getByText(/Du är offline/)).toBeInTheDocument();
  });

  it('a page reloaded half-way down: the header is solid once hydrated, as after scrolling', async () => {
    const scrollY = vi.spyOn(window, 'scrollY', 'get').mockReturnValue(0);
    await frame('/', { storage: returning, browser: () => scrollY.mockReturnValue(600) });
    expect(screen.getByRole('banner')).not.toHaveClass('vk-header--transparent');
  });
});
