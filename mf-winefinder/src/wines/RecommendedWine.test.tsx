import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, vinApi } from '@vinkompassen/shared-contracts';
import { fail, mockApi, page, profile, recordBus, renderScreen, stockRow } from '@vinkompassen/test-kit';
import { rankedWine } from '../test/fixtures';
import { RecommendedWine } from './RecommendedWine';
import { WineList } from './WineList';

const wine = rankedWine(1, { id: 42, name: 'Fefiñanes' }, {
  reason: 'Passar till fisk, 241 kr',
  reasons: ['Passar till fisk', '241 kr', 'Uppfyller inte alla önskemål, men ligger närmast', 'Finns inte i fasta sortimentet (ordervaror)'],
  note: 'Finns inte i fasta sortimentet (ordervaror)',
  confidence_label: 'låg',
});

function renderCard(token: string | null = null) {
  const view = renderScreen(<RecommendedWine wine={wine} headingLevel={2} />, { path: '/', route: '/', token });
  if (token) view.store.dispatch(vinApi.util.upsertQueryData('getProfile', undefined, profile()));
  return view;
}

describe('RecommendedWine', () => {
  it('shows the wine, why it was picked, how sure the pick is and the caveats', () => {
    mockApi({});
    renderCard();
    expect(screen.getByRole('img', { name: 'Förslag 1' })).toHaveTextContent('1');
    expect(screen.getByRole('heading', { level: 2, name: 'Fefiñanes Rías Baixas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fefiñanes Rías Baixas' })).toHaveAttribute('href', '/product/vin-1');
    expect(screen.getByText('Passar till fisk, 241 kr')).toBeInTheDocument();
    expect(screen.getByText('Träffsäkerhet: låg')).toBeInTheDocument();
    // Reasons already in the short reason and the note are not repeated.
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Uppfyller inte alla önskemål, men ligger närmast']);
    expect(screen.getByText('Finns inte i fasta sortimentet (ordervaror)')).toBeInTheDocument();
    expect(screen.getByText('241 kr')).toBeInTheDocument();
  });

  it('keeps the drawn bottle when the image cannot load', () => {
    mockApi({});
    const { container } = renderCard();
    const img = container.querySelector('img');
    expect(img).not.toBeNull();
    fireEvent.error(img!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.vk-wine-card__image > *')).toHaveAttribute('data-placeholder', 'true');
  });

  it("shows the wine's thumbnail when Systembolaget's image cannot be reached", () => {
    mockApi({});
    const thumbnail = 'data:image/webp;base64,UklGRg==';
    const { container } = renderScreen(<RecommendedWine wine={{ ...wine, product: { ...wine.product, thumbnail } }} headingLevel={2} />, { path: '/', route: '/' });
    expect(container.querySelector('.vk-wine-card__image img.vk-bottle--thumb')).toHaveAttribute('src', thumbnail);
    fireEvent.error(container.querySelector('.vk-wine-card__image img.vk-bottle--full')!);
    expect(container.querySelector('.vk-wine-card__image img.vk-bottle--thumb')).toHaveAttribute('src', thumbnail);
    expect(container.querySelector('[data-placeholder]')).toBeNull();
  });

  it('asks an anonymous visitor to log in, with the wine to save afterwards', async () => {
    mockApi({});
    const login = recordBus('auth/login-requested');
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Spara Fefiñanes' }));
    expect(login.map((m) => m.payload)).toEqual([{ pendingProductId: 42, mode: 'login', reason: 'login-required' }]);
  });

  it('saves at once for a signed-in user and rolls back when the API refuses', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { calls } = mockApi({
      'POST /api/v1/user-product-likes/': async () => {
        await held;
        return fail(500, { detail: 'fel' });
      },
    });
    const errors = recordBus('error/show');
    renderCard('token-1');
    const button = screen.getByRole('button', { name: 'Spara Fefiñanes' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(calls.find((c) => c.path === '/api/v1/user-product-likes/')?.body).toEqual({ product: 42 });
    release();
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(errors.map((m) => m.payload)).toEqual([{}]);
  });

  it('asks the shell to add the wine to a list', async () => {
    mockApi({});
    const add = recordBus('list/add-requested');
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till Fefiñanes i en lista' }));
    expect(add.map((m) => m.payload)).toEqual([{ productId: 42 }]);
  });

  it('tells whether each wine is in stock at the selected store, with one request for the list', async () => {
    const row = (productId: number, quantity: number) =>
      stockRow({
        product_id: productId,
        store: { id: 1, site_id: '0102', name: 'Klarabergsgatan', address: null, city: null },
        quantity,
        updated_at: '2025-01-01T00:00:00Z',
      });
    const { calls } = mockApi({
      'GET /api/v1/stock/': (_request, { search }) => page(search.includes('site_id=0102') ? [row(42, 5)] : [], 1),
    });
    const other = rankedWine(2, { id: 43, name: 'Annat vin' });
    renderScreen(<WineList wines={[wine, other]} label="Förslag" headingLevel={2} />, { path: '/', route: '/' });
    expect(screen.queryByText(/lager|Klarabergsgatan/)).not.toBeInTheDocument();
    act(() => bus.publish('store/selected', { store: { siteId: '0102', name: 'Klarabergsgatan' } }));
    expect(await screen.findByText('Finns i Klarabergsgatan (5 st)')).toBeInTheDocument();
    expect(screen.getByText('Finns inte i Klarabergsgatan just nu')).toBeInTheDocument();
    expect(calls.map((c) => c.search)).toEqual(['?site_id=0102&product_ids=42%2C43']);
    act(() => bus.publish('store/selected', { store: { siteId: '0425', name: 'Hötorget' } }));
    expect(await screen.findAllByText('Finns inte i Hötorget just nu')).toHaveLength(2);
    expect(calls).toHaveLength(2);
  });

  it('shows no stock and raises the error banner when the stock cannot be loaded', async () => {
    mockApi({ 'GET /api/v1/stock/': () => fail(500, { detail: 'fel' }) });
    const errors = recordBus('error/show');
    renderScreen(<WineList wines={[wine]} label="Förslag" headingLevel={2} />, { path: '/', route: '/' });
    act(() => bus.publish('store/selected', { store: { siteId: '0102', name: 'Klarabergsgatan' } }));
    await waitFor(() => expect(errors.map((m) => m.payload)).toEqual([{}]));
    expect(screen.queryByText(/Klarabergsgatan/)).not.toBeInTheDocument();
  });

  it('says "Passar din smak" on each card for a logged-in user with enough signal, with one request for the list', async () => {
    const { calls } = mockApi({
      'GET /auth/profile/': () => profile(),
      'GET /api/v1/taste-match/': () => ({ eligible: true, signals: 5, results: [{ product: 43, percent: 64, reason: 'Syran som i dina sparade viner.' }] }),
    });
    const other = rankedWine(2, { id: 43, name: 'Annat vin' });
    renderScreen(<WineList wines={[wine, other]} label="Förslag" headingLevel={2} />, { path: '/', route: '/', token: 'tok' });
    const fit = await screen.findByText('Passar din smak: 64 %');
    expect(fit.closest('article')).toHaveTextContent('Annat vin');
    expect(screen.getByText('Syran som i dina sparade viner.')).toBeInTheDocument();
    expect(screen.getAllByText(/Passar din smak/)).toHaveLength(1);
    expect(calls.filter((c) => c.path === '/api/v1/taste-match/').map((c) => c.url.searchParams.get('products'))).toEqual(['42,43']);
  });
});
