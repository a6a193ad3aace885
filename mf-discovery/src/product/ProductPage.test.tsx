import { screen, within } from '@testing-library/react';
import { RemoteSlotContext, bus, type RemoteSlotProps } from '@vinkompassen/shared-contracts';
import { fail, mockApi, recordBus, renderScreen } from '@vinkompassen/test-kit';
import { wineDetail } from '../test/fixtures';
import ProductPage from './ProductPage';

const slug = '1909-righetti-ripasso-7630801';

function FakeSlot({ remote, module, props }: RemoteSlotProps) {
  return <div data-testid="slot">{`${remote}${module} ${JSON.stringify(props)}`}</div>;
}

beforeEach(() => bus.publish('store/selected', { store: null }));

describe('ProductPage', () => {
  it('shows the wine: name, price, taste clocks, food symbols, description, facts and lists', async () => {
    const { calls } = mockApi({
      [`GET /api/v1/product/${slug}`]: () => wineDetail(),
      'GET /api/v1/product/35/catalogs/': () => [
        { id: 8, slug: 'prisvarda-roda', name: 'Prisvärda röda', kind: 'toplist', position: 4 },
      ],
    });
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
    // Notes come from the social remote.
    expect(screen.getByTestId('slot')).toHaveTextContent('social./NotesPanel {"productId":35}');
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
});
