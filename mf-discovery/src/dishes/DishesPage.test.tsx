import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DishSummary } from '@vinkompassen/shared-contracts/schemas';
import { fail, mockApi, page, recordBus, renderScreen } from '@vinkompassen/test-kit';
import { dishGroups, dishSummary } from '../test/fixtures';
import DishesPage from './DishesPage';

const lax = dishSummary();
const carbonara = dishSummary({
  slug: 'pasta-carbonara',
  name: 'Pasta carbonara',
  group: 'pasta',
  description: 'Pasta med ägg, pecorino och guanciale.',
  symbols: ['flask'],
});
const kottbullar = dishSummary({
  slug: 'kottbullar-med-graddsas',
  name: 'Köttbullar med gräddsås',
  group: 'meat',
  description: 'Med lingon, potatis och gräddsås.',
  symbols: ['not', 'flask'],
});
const fisk = dishSummary({ slug: 'fisk', name: 'Fisk', group: 'sea', description: 'Allt som passar till fisk.', symbols: ['fisk'], broad: true });
const all: DishSummary[] = [lax, carbonara, kottbullar, fisk];

/** The dish list: everything without q; with q the dishes whose name contains it, or carbonara for the typo. */
function dishesApi() {
  return mockApi({ 'GET /api/v1/dishes/': (_req, { url }) => {
        const q = url.searchParams.get('q');
        if (!q) return { groups: dishGroups, results: all };
        if (q === 'carbonra') return { groups: dishGroups, results: [carbonara] };
        return { groups: dishGroups, results: all.filter((d) => d.name.toLowerCase().includes(q.toLowerCase())) };
      } });
}

describe('DishesPage', () => {
  it('lists the dishes by the API groups in its order, each linking to its page, and the broad categories apart', async () => {
    dishesApi();
    renderScreen(<DishesPage />, { path: '/dishes' });
    expect(screen.getByRole('heading', { level: 1, name: 'Maträtter' })).toBeInTheDocument();

    const sea = await screen.findByRole('region', { name: 'Fisk och skaldjur' });
    expect(within(sea).getByRole('link', { name: 'Lax i ugn' })).toHaveAttribute('href', '/dishes/lax-i-ugn');
    expect(within(sea).getByText('Ugnsbakad lax med citron och dill.')).toBeInTheDocument();
    // The broad symbol dish is not among the everyday sea dishes but in its own group, last.
    expect(within(sea).queryByRole('link', { name: 'Fisk' })).not.toBeInTheDocument();
    const broad = screen.getByRole('region', { name: 'Breda kategorier' });
    expect(within(broad).getByRole('link', { name: 'Fisk' })).toHaveAttribute('href', '/dishes/fisk');

    const groups = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(groups).toEqual(['Kött och fågel', 'Fisk och skaldjur', 'Pasta och pizza', 'Breda kategorier']);
  });

  it('searches as you type (one request after the pause), with the query in the URL and the count announced', async () => {
    const user = userEvent.setup();
    const { calls } = dishesApi();
    renderScreen(<DishesPage />, { path: '/dishes' });
    await screen.findByRole('region', { name: 'Fisk och skaldjur' });

    await user.type(screen.getByRole('searchbox', { name: 'Sök maträtt' }), 'carbonra');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dishes?q=carbonra'));
    const count = await screen.findByRole('heading', { level: 2, name: '1 maträtt för ”carbonra”' });
    expect(count).toHaveAttribute('aria-live', 'polite');
    const results = screen.getByRole('list');
    expect(within(results).getByRole('link', { name: 'Pasta carbonara' })).toHaveAttribute('href', '/dishes/pasta-carbonara');
    expect(within(results).getByText('Pasta och pizza')).toBeInTheDocument();
    expect(within(results).queryByRole('link', { name: 'Lax i ugn' })).not.toBeInTheDocument();
    // Debounced: no request per keystroke.
    expect(calls.map((c) => c.url.searchParams.get('q'))).toEqual([null, 'carbonra']);
  });

  it('keeps the search from the URL after a reload', async () => {
    const { calls } = dishesApi();
    renderScreen(<DishesPage />, { path: '/dishes?q=lax' });
    expect(screen.getByRole('searchbox', { name: 'Sök maträtt' })).toHaveValue('lax');
    expect(await screen.findByRole('link', { name: 'Lax i ugn' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '1 maträtt för ”lax”' })).toBeInTheDocument();
    expect(calls[0]?.url.search).toBe('?q=lax');
  });

  it('says so when nothing matches and offers the whole list', async () => {
    const user = userEvent.setup();
    dishesApi();
    renderScreen(<DishesPage />, { path: '/dishes?q=surstromming' });
    expect(await screen.findByRole('heading', { name: 'Ingen maträtt hittades' })).toBeInTheDocument();
    expect(screen.getByText(/Vi hittade ingen maträtt för ”surstromming”/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Visa alla maträtter' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dishes$/);
    expect(await screen.findByRole('region', { name: 'Fisk och skaldjur' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Sök maträtt' })).toHaveValue('');
    expect(screen.getByRole('searchbox', { name: 'Sök maträtt' })).toHaveFocus();
  });

  it('shows the error with a retry when the dishes cannot be loaded', async () => {
    const user = userEvent.setup();
    let failing = true;
    mockApi({ 'GET /api/v1/product/': () => page([]), 'GET /api/v1/dishes/': () => (failing ? fail(500) : { groups: dishGroups, results: all }) });
    const errors = recordBus('error/show');
    renderScreen(<DishesPage />, { path: '/dishes' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Någonting gick fel');
    expect(errors).toHaveLength(1);
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('region', { name: 'Fisk och skaldjur' })).toBeInTheDocument();
  });
});
