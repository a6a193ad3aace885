import { act, screen, waitFor, within } from '@testing-library/react';
import { RemoteSlotContext, bus, type RemoteSlotProps } from '@vinkompassen/shared-contracts';
import type { SimilarWinesResponse } from '@vinkompassen/shared-contracts/schemas';
import { fail, mockApi, page, recordBus, renderScreen, stockRow } from '@vinkompassen/test-kit';
import { similarWine, wine, wineDetail } from '../test/fixtures';
import ProductPage from './ProductPage';

const slug = '1909-righetti-ripasso-7630801';

function FakeSlot({ remote, module, props }: RemoteSlotProps) {
  return <div data-testid="slot">{`${remote}${module} ${JSON.stringify(props)}`}</div>;
}

describe('ProductPage', () => {
  it('shows the wine: name, price, taste clocks, food symbols, description, facts and lists', async () => {
    const { calls } = mockApi({ [`GET /api/v1/product/${slug}`]: () => wineDetail(),
        'GET /api/v1/product/35/catalogs/': () => [
          { id: 8, slug: 'prisvarda-roda', name: 'Prisvärda röda', kind: 'toplist', position: 4 },
        ], 'GET /api/v1/product/35/similar/': () => ({ product_id: 35, stock_source: null, results: [] }) });
    renderScreen(
      <RemoteSlotContext.Provider value={FakeSlot}>
        <ProductPage />
      </RemoteSlotContext.Provider>,
      { path: `/product/${slug}`, route: '/product/:slug' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: '1909 Righetti Ripasso' })).toBeInTheDocument();
    expect(screen.getByText('129 kr')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Strävhet: 8 av 12' })).toBeInTheDocument();
    const food = screen.getByRole('list', { name: 'Passar till' });
    expect(within(food).getByRole('link', { name: 'Lamm' })).toHaveAttribute('href', '/dishes/lamm');
    expect(screen.getByText('Serveras vid 16-18°C till rätter av lamm- eller nötkött.')).toBeInTheDocument();
    expect(screen.getByText('14 %')).toBeInTheDocument();
    expect(screen.getByText('1 mars 2013')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Prisvärda röda' })).toHaveAttribute('href', '/list/prisvarda-roda');
    expect(screen.getByText('– plats 4')).toBeInTheDocument();
    // The bottle image: a placeholder stands in if Systembolaget's CDN cannot be reached.
    expect(screen.getByRole('img', { name: 'Flaskan 1909 Righetti Ripasso' })).toBeInTheDocument();
    // Notes and the members' ratings come from the social remote.
    expect(screen.getByText('social./NotesPanel {"productId":35}')).toHaveAttribute('data-testid', 'slot');
    expect(screen.getByText(`social./CommunityPanel {"productId":35,"productSlug":"${slug}"}`)).toHaveAttribute('data-testid', 'slot');
    expect(screen.getByRole('heading', { name: 'Medlemmarnas betyg' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Välj din butik' })).toBeInTheDocument();
    expect(calls[0]?.url.search).toBe('');
  });

  it('asks for the list the user came from and links back to it', async () => {
    const { calls } = mockApi({
      [`GET /api/v1/product/${slug}`]: () =>
        wineDetail({ source_list: { id: 1, slug: 'redaktionens-val', name: 'Redaktionens val' } }),
      'GET /api/v1/product/35/catalogs/': () => [],
    });
    renderScreen(<ProductPage />, { path: `/product/${slug}?source_list=redaktionens-val`, route: '/product/:slug' });
    expect(await screen.findByRole('link', { name: 'Tillbaka till Redaktionens val' })).toHaveAttribute(
      'href',
      '/list/redaktionens-val',
    );
    expect(calls[0]?.url.searchParams.get('source_list')).toBe('redaktionens-val');
  });

  it('says when the wine does not exist, without the error banner', async () => {
    mockApi({});
    const errors = recordBus('error/show');
    renderScreen(<ProductPage />, { path: '/product/finns-inte', route: '/product/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vinet hittades inte' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sök efter andra viner' })).toHaveAttribute('href', '/search');
    expect(errors).toHaveLength(0);
  });

  it('raises the error banner and offers a retry when loading fails', async () => {
    mockApi({ [`GET /api/v1/product/${slug}`]: () => fail(500, {}) });
    const errors = recordBus('error/show');
    renderScreen(<ProductPage />, { path: `/product/${slug}`, route: '/product/:slug' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Någonting gick fel. Var god försök igen senare.');
    expect(screen.getByRole('button', { name: 'Försök igen' })).toBeInTheDocument();
    expect(errors).toHaveLength(1);
  });

  describe('Liknande viner', () => {
    const sergel = { siteId: '0113', name: 'Sergel' };
    const cheaper = wine({ id: 90, slug: 'tvillingen-9000', name: 'Tvillingen', name_thin: 'Rosso', price: 119 });
    const pricier = wine({ id: 91, slug: 'kusinen-9100', name: 'Kusinen', name_thin: null, price: 189 });
    const twins = (quantities: [number | null, number | null]): SimilarWinesResponse => ({
      product_id: 35,
      stock_source: quantities[0] === null ? null : 'demo',
      results: [
        similarWine({ product: cheaper, reason: 'Samma smakprofil, 10 kr billigare', quantity: quantities[0] }),
        similarWine({ product: pricier, reason: 'Nästan samma smakprofil, passar också till vilt', quantity: quantities[1] }),
      ],
    });
    /** The wine page with this stock of the wine itself in Sergel, and the twins (in stock there: `onShelf`). */
    function api(quantity: number, onShelf: SimilarWinesResponse['results']) {
      return mockApi({ [`GET /api/v1/product/${slug}`]: () => wineDetail(),
          'GET /api/v1/product/35/catalogs/': () => [],
          'GET /api/v1/stock/': (_req, { url }) =>
            url.searchParams.get('site_id') && quantity > 0 ? page([stockRow({ product_id: 35, quantity })]) : page([], 0), 'GET /api/v1/product/35/similar/': (_req, { url }) => {
            if (url.searchParams.get('in_stock') === 'true') return { product_id: 35, stock_source: 'demo', results: onShelf };
            return url.searchParams.get('site_id') ? twins([6, 0]) : twins([null, null]);
          } });
    }
    const similarCalls = (calls: { path: string; search: string }[]) =>
      calls.filter((c) => c.path === '/api/v1/product/35/similar/').map((c) => c.search);

    it('lists the taste twins with their reasons; no stock without a store', async () => {
      const { calls } = api(0, []);
      renderScreen(<ProductPage />, { path: `/product/${slug}`, route: '/product/:slug' });
      const section = await screen.findByRole('region', { name: 'Liknande viner' });
      const cards = await within(section).findAllByRole('article');
      expect(cards).toHaveLength(2);
      expect(within(cards[0]!).getByRole('link', { name: 'Tvillingen Rosso' })).toHaveAttribute('href', '/product/tvillingen-9000');
      expect(within(cards[0]!).getByText('Samma smakprofil, 10 kr billigare')).toBeVisible();
      expect(within(cards[1]!).getByText('Nästan samma smakprofil, passar också till vilt')).toBeVisible();
      expect(within(section).queryByText(/Sergel|lager/)).not.toBeInTheDocument();
      expect(similarCalls(calls)).toEqual(['?limit=6']);
    });

    it('with a store chosen, each twin says whether it is in stock there, and the wine in stock gets no twin offer', async () => {
      act(() => bus.publish('store/selected', { store: sergel }));
      const { calls } = api(3, []);
      renderScreen(<ProductPage />, { path: `/product/${slug}`, route: '/product/:slug' });
      const section = await screen.findByRole('region', { name: 'Liknande viner' });
      const cards = await within(section).findAllByRole('article');
      expect(within(cards[0]!).getByText('I lager i Sergel')).toBeInTheDocument();
      expect(within(cards[1]!).getByText('Slut i Sergel')).toBeInTheDocument();
      expect(within(section).getByText(/Lagerstatus för Sergel är demodata/)).toBeInTheDocument();
      // The section's own offer is on the page: no "Visa liknande i lager" per twin.
      expect(within(section).queryByRole('button', { name: 'Visa liknande i lager' })).not.toBeInTheDocument();

      expect(await screen.findByText('I lager: 3 st')).toBeInTheDocument();
      expect(screen.queryByText(/Finns i din butik/)).not.toBeInTheDocument();
      expect(similarCalls(calls)).toEqual(['?site_id=0113&limit=6']);
    });

    /** The twins with a store's answer held back until `release()`; stock-free (no site_id) at once. */
    function heldTwins() {
      const held = new Map<string, () => void>();
      const mocked = mockApi({ [`GET /api/v1/product/${slug}`]: () => wineDetail(),
          'GET /api/v1/product/35/catalogs/': () => [],
          'GET /api/v1/stock/': () => page([], 0),
          'GET /api/v1/product/35/similar/': async (_req, { url }) => {
            const siteId = url.searchParams.get('site_id');
            if (url.searchParams.get('in_stock') === 'true') return { product_id: 35, stock_source: 'demo', results: [] };
            if (siteId) await new Promise<void>((resolve) => held.set(siteId, resolve));
            return twins(siteId ? [6, 0] : [null, null]);
          } });
      return { ...mocked, release: (siteId: string) => held.get(siteId)?.(), isHeld: (siteId: string) => held.has(siteId) };
    }

    it("a store chosen after the twins are shown: they stay, without stock, until that store's answer (no placeholders)", async () => {
      const { release, isHeld } = heldTwins();
      renderScreen(<ProductPage />, { path: `/product/${slug}`, route: '/product/:slug' });
      const section = await screen.findByRole('region', { name: 'Liknande viner' });
      expect(await within(section).findAllByRole('article')).toHaveLength(2);

      act(() => bus.publish('store/selected', { store: sergel }));
      await waitFor(() => expect(isHeld('0113')).toBe(true));
      expect(within(section).getAllByRole('article')).toHaveLength(2);
      expect(within(section).queryByRole('status')).not.toBeInTheDocument();
      expect(within(section).queryByText(/Sergel/)).not.toBeInTheDocument();

      act(() => release('0113'));
      expect(await within(section).findByText('I lager i Sergel')).toBeInTheDocument();
    });

    it("another store chosen: the previous store's stock is gone at once, never shown as the new one's", async () => {
      const { release, isHeld } = heldTwins();
      act(() => bus.publish('store/selected', { store: sergel }));
      renderScreen(<ProductPage />, { path: `/product/${slug}`, route: '/product/:slug' });
      const section = await screen.findByRole('region', { name: 'Liknande viner' });
      await waitFor(() => expect(isHeld('0113')).toBe(true));
      act(() => release('0113'));
      expect(await within(section).findByText('I lager i Sergel')).toBeInTheDocument();

      act(() => bus.publish('store/selected', { store: { siteId: '0200', name: 'Gallerian' } }));
      await waitFor(() => expect(isHeld('0200')).toBe(true));
      expect(within(section).queryByText(/Sergel|Gallerian/)).not.toBeInTheDocument();
      act(() => release('0200'));
      expect(await within(section).findByText('I lager i Gallerian')).toBeInTheDocument();
    });

    it('when the wine is out of stock in the chosen store, offers the nearest twin on the shelf there', async () => {
      act(() => bus.publish('store/selected', { store: sergel }));
      const { calls } = api(0, [similarWine({ product: cheaper, reason: 'Samma smakprofil, 10 kr billigare', quantity: 6 })]);
      renderScreen(<ProductPage />, { path: `/product/${slug}`, route: '/product/:slug' });
      const stock = await screen.findByRole('region', { name: 'Butik och lager' });
      expect(await within(stock).findByTestId('stock-level')).toHaveTextContent('Slut i Sergel');
      const offer = await within(stock).findByTestId('twin-offer');
      expect(offer).toHaveTextContent('Finns i din butik: Tvillingen Rosso, 119 kr');
      expect(within(offer).getByRole('link', { name: 'Tvillingen Rosso' })).toHaveAttribute('href', '/product/tvillingen-9000');
      expect(within(stock).getByText('Samma smakprofil, 10 kr billigare')).toBeInTheDocument();
      await waitFor(() => expect(similarCalls(calls)).toContain('?site_id=0113&in_stock=true&limit=1'));
    });

    it('says plainly when no twin is on the shelf in the chosen store', async () => {
      act(() => bus.publish('store/selected', { store: sergel }));
      api(0, []);
      renderScreen(<ProductPage />, { path: `/product/${slug}`, route: '/product/:slug' });
      const stock = await screen.findByRole('region', { name: 'Butik och lager' });
      expect(await within(stock).findByText('Inget liknande vin finns i lager i Sergel just nu.')).toBeInTheDocument();
      expect(within(stock).queryByText(/Finns i din butik/)).not.toBeInTheDocument();
    });
  });
});
