import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@vinkompassen/shared-contracts';
import { mockApi, page, renderScreen, stockRow } from '@vinkompassen/test-kit';
import { similarWine, wine } from '../test/fixtures';
import { ProductCard, ProductGrid } from './ProductCard';

const other = wine({ id: 36, slug: 'annat-vin', name: 'Annat vin', name_thin: null });

describe('ProductCard', () => {
  it('shows name, origin, price and food symbols, and links to the wine with the list it came from', () => {
    mockApi({});
    renderScreen(<ProductCard product={wine()} sourceList="redaktionens-val" />);
    const link = screen.getByRole('link', { name: '1909 Righetti Ripasso' });
    expect(link).toHaveAttribute('href', '/product/1909-righetti-ripasso-7630801?source_list=redaktionens-val');
    expect(screen.getByText('Rött vin · Italien, Venetien')).toBeInTheDocument();
    expect(screen.getByText('129 kr')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Passar till' })).toHaveTextContent('LammNöt');
  });

  it("names port and sherry in Systembolaget's words, not 'Övrigt vin'", () => {
    mockApi({});
    renderScreen(<ProductCard product={wine({ style: 'other', category: 'Starkvin', country: { id: 3, slug: 'portugal', name: 'Portugal' }, region: null })} />);
    expect(screen.getByText('Starkvin · Portugal')).toBeInTheDocument();
  });

  it('shows the bottle placeholder when there is no image, or when the image fails to load', () => {
    mockApi({});
    const { container, rerender } = renderScreen(<ProductCard product={wine({ image_url: null })} />);
    expect(container.querySelector('[data-placeholder]')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();

    rerender(<ProductCard product={wine()} />);
    const img = container.querySelector('img');
    expect(img).toBeInTheDocument();
    fireEvent.error(img!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-placeholder]')).toBeInTheDocument();
  });

  it('shows the blurred thumbnail at once, the image once it has loaded, and keeps the thumbnail when the image fails', () => {
    mockApi({});
    const thumbnail = 'data:image/webp;base64,UklGRg==';
    const { container } = renderScreen(<ProductCard product={wine({ thumbnail })} />);
    const frame = container.querySelector('.vk-bottle-frame')!;
    const thumb = container.querySelector('img.vk-bottle--thumb')!;
    const full = container.querySelector('img.vk-bottle--full')!;
    expect(thumb).toHaveAttribute('src', thumbnail);
    expect(full).toHaveAttribute('src', wine().image_url);
    expect(frame).toHaveAttribute('data-image-state', 'loading');
    fireEvent.load(full);
    expect(frame).toHaveAttribute('data-image-state', 'loaded');
    expect(container.querySelector('img.vk-bottle--thumb')).toBeNull();

    const failing = renderScreen(<ProductCard product={wine({ thumbnail, slug: 'annat' })} />).container;
    fireEvent.error(failing.querySelector('img.vk-bottle--full')!);
    expect(failing.querySelector('img.vk-bottle--full')).toBeNull();
    expect(failing.querySelector('img.vk-bottle--thumb')).toHaveAttribute('src', thumbnail);
    expect(failing.querySelector('[data-placeholder]')).toBeNull();
  });

  it('marks wines outside the fixed range, organic wines and news', () => {
    mockApi({});
    renderScreen(<ProductCard product={wine({ assortment: 'BS', assortment_text: 'Ordervaror', is_organic: true, is_news: true })} />);
    const marks = screen.getByRole('list', { name: 'Märkning' });
    expect(marks).toHaveTextContent('Ekologiskt');
    expect(marks).toHaveTextContent('Nyhet');
    expect(marks).toHaveTextContent('Ordervaror');
  });

  it('has no marks for a plain wine in the fixed range', () => {
    mockApi({});
    renderScreen(<ProductCard product={wine()} />);
    expect(screen.queryByRole('list', { name: 'Märkning' })).not.toBeInTheDocument();
  });

  it('shows the rank and the reason when given', () => {
    mockApi({});
    renderScreen(<ProductCard product={wine()} rank={2} reason="Passar till lamm, fyllig, 129 kr" />);
    expect(screen.getByLabelText('Plats 2')).toHaveTextContent('2');
    expect(screen.getByText('Passar till lamm, fyllig, 129 kr')).toBeInTheDocument();
  });

  it('shows whether each wine is in stock at the selected store, with one request for the grid and the demo note once', async () => {
    const { calls } = mockApi({
      'GET /api/v1/stock/': (_req, { url }) =>
        url.searchParams.get('product_ids')?.split(',').includes('35') ? page([stockRow({ product_id: 35, quantity: 4 })], 1) : page([], 0),
    });
    renderScreen(<ProductGrid items={[{ product: wine() }, { product: other }]} label="Viner" />);
    expect(screen.queryByText(/Sergel/)).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);

    act(() => bus.publish('store/selected', { store: { siteId: '0113', name: 'Sergel' } }));
    const cards = screen.getAllByRole('article');
    expect(await within(cards[0]!).findByText('I lager i Sergel')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Slut i Sergel')).toBeInTheDocument();
    // Said once, in words, above the grid (not per card, not by colour alone); the grid learns the source from its
    // pages after they render, so the note can come a render after the badges.
    expect(await screen.findAllByText('Lagerstatus för Sergel är demodata, inte Systembolagets verkliga lager.')).toHaveLength(1);
    expect(within(cards[0]!).queryByText(/demodata/)).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.search).toBe('?site_id=0113&product_ids=35%2C36');

    // The store is cleared: no badges and no note.
    act(() => bus.publish('store/selected', { store: null }));
    expect(screen.queryByText(/Sergel/)).not.toBeInTheDocument();
  });

  it('fetches stock page by page, so a new page leaves the earlier ones alone', async () => {
    const { calls } = mockApi({ 'GET /api/v1/stock/': () => page([], 0) });
    act(() => bus.publish('store/selected', { store: { siteId: '0113', name: 'Sergel' } }));
    const third = wine({ id: 37, slug: 'tredje-vin', name: 'Tredje vin', name_thin: null });
    const { rerender } = renderScreen(<ProductGrid items={[{ product: wine() }, { product: other }]} pageSize={2} />);
    expect(await screen.findAllByText('Slut i Sergel')).toHaveLength(2);
    rerender(<ProductGrid items={[{ product: wine() }, { product: other }, { product: third }]} pageSize={2} />);
    await waitFor(() => expect(screen.getAllByText('Slut i Sergel')).toHaveLength(3));
    expect(calls.map((c) => c.url.searchParams.get('product_ids'))).toEqual(['35,36', '37']);
    expect(screen.getAllByText(/demodata/)).toHaveLength(1);
  });

  it('offers "Visa liknande i lager" on a card out of stock, and asks for the twin only when pressed', async () => {
    const user = userEvent.setup();
    const twin = wine({ id: 90, slug: 'tvillingen-9000', name: 'Tvillingen', name_thin: 'Rosso', price: 119 });
    const { calls } = mockApi({ 'GET /api/v1/stock/': () => page([stockRow({ product_id: 35, quantity: 4 })], 1), 'GET /api/v1/product/36/similar/': () => ({
          product_id: 36,
          stock_source: 'demo',
          results: [similarWine({ product: twin, reason: 'Samma smakprofil, 10 kr billigare', quantity: 6 })],
        }) });
    act(() => bus.publish('store/selected', { store: { siteId: '0113', name: 'Sergel' } }));
    renderScreen(<ProductGrid items={[{ product: wine() }, { product: other }]} />);
    const [inStock, outOfStock] = screen.getAllByRole('article');
    await within(outOfStock!).findByText('Slut i Sergel');
    expect(within(inStock!).queryByRole('button', { name: 'Visa liknande i lager' })).not.toBeInTheDocument();
    // Nothing asked up front.
    expect(calls.filter((c) => c.path.endsWith('/similar/'))).toHaveLength(0);

    await user.click(within(outOfStock!).getByRole('button', { name: 'Visa liknande i lager' }));
    const link = await within(outOfStock!).findByRole('link', { name: 'Tvillingen Rosso' });
    expect(link).toHaveAttribute('href', '/product/tvillingen-9000');
    expect(within(outOfStock!).getByTestId('twin-offer')).toHaveTextContent('Finns i din butik: Tvillingen Rosso, 119 kr');
    expect(within(outOfStock!).getByText('Samma smakprofil, 10 kr billigare')).toBeInTheDocument();
    const asked = calls.filter((c) => c.path.endsWith('/similar/'));
    expect(asked.map((c) => `${c.path}${c.search}`)).toEqual(['/api/v1/product/36/similar/?site_id=0113&in_stock=true&limit=1']);
  });

  it('says plainly when no similar wine is in stock in the store', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/v1/stock/': () => page([], 0), 'GET /api/v1/product/35/similar/': () => ({ product_id: 35, stock_source: 'demo', results: [] }) });
    act(() => bus.publish('store/selected', { store: { siteId: '0113', name: 'Sergel' } }));
    renderScreen(<ProductGrid items={[{ product: wine() }]} />);
    await user.click(await screen.findByRole('button', { name: 'Visa liknande i lager' }));
    expect(await screen.findByText('Inget liknande vin finns i lager i Sergel just nu.')).toBeInTheDocument();
  });
});

describe('ProductGrid: "Passar din smak"', () => {
  const fit = (product: number, percent: number) => ({ product, percent, reason: `Skäl för ${product}.` });

  it('shows each fit with its why, from one request for the whole grid', async () => {
    const { calls } = mockApi({
      'GET /api/v1/taste-match/': () => ({ eligible: true, signals: 6, results: [fit(35, 87)] }),
    });
    renderScreen(<ProductGrid items={[{ product: wine() }, { product: other }]} label="Viner" />, { token: 'tok' });
    const [first, second] = screen.getAllByRole('article');
    expect(await within(first!).findByText('Passar din smak: 87 %')).toBeInTheDocument();
    expect(within(first!).getByText('Skäl för 35.')).toBeInTheDocument();
    // A wine the answer leaves out (unknown to the taste) says nothing.
    expect(within(second!).queryByText(/Passar din smak/)).not.toBeInTheDocument();
    expect(calls.map((c) => c.url.searchParams.get('products'))).toEqual(['35,36']);
  });

  it('says nothing without enough signal', async () => {
    const { calls } = mockApi({ 'GET /api/v1/taste-match/': () => ({ eligible: false, signals: 4, results: [] }) });
    renderScreen(<ProductGrid items={[{ product: wine() }, { product: other }]} />, { token: 'tok' });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByText(/Passar din smak/)).not.toBeInTheDocument();
  });

  it('says nothing, and asks nothing, for an anonymous visitor', () => {
    const { calls } = mockApi({});
    renderScreen(<ProductGrid items={[{ product: wine() }, { product: other }]} />);
    expect(screen.queryByText(/Passar din smak/)).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('pages a grid longer than one request takes, and a grown grid asks only for what is new', async () => {
    const { calls } = mockApi({
      'GET /api/v1/taste-match/': (_req, { url }) => ({
        eligible: true,
        signals: 9,
        results: url.searchParams.get('products')!.split(',').map((id) => fit(Number(id), 70)),
      }),
    });
    const many = (n: number) => Array.from({ length: n }, (_, i) => ({ product: wine({ id: 1000 + i, slug: `vin-${i}`, name: `Vin ${i}`, name_thin: null }) }));
    const { rerender } = renderScreen(<ProductGrid items={many(60)} pageSize={30} />, { token: 'tok' });
    await waitFor(() => expect(screen.getAllByText('Passar din smak: 70 %')).toHaveLength(60));
    rerender(<ProductGrid items={many(75)} pageSize={30} />);
    await waitFor(() => expect(screen.getAllByText('Passar din smak: 70 %')).toHaveLength(75));
    const asked = calls.filter((c) => c.path === '/api/v1/taste-match/').map((c) => c.url.searchParams.get('products')!.split(',').length);
    expect(asked).toEqual([60, 15]);
  });
});
