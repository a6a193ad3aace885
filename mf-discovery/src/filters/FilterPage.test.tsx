import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, page, renderPage, wine } from '../test/harness';
import FilterPage from './FilterPage';

const countries = [
  { id: 1, slug: 'italien', name: 'Italien', product_count: 9, regions: [{ id: 9, slug: 'venetien', name: 'Venetien', product_count: 2 }] },
  { id: 2, slug: 'spanien', name: 'Spanien', product_count: 13, regions: [] },
];
const food = [{ id: 1, slug: 'mat', name: 'Mat', tags: [{ id: 5, slug: 'lamm', name: 'Lamm', product_count: 6 }] }];

/** A catalog of 40 wines of which 20 are red, 6 of those Italian. */
function countFor(url: URL): number {
  const style = url.searchParams.get('style');
  const country = url.searchParams.get('country');
  if (style === 'red' && country === 'italien') return 6;
  if (style === 'red') return 20;
  return 40;
}

function api() {
  return mockApi({
    'GET /api/v1/country/first-level/': () => countries,
    'GET /api/v1/grapes/': () => page([{ id: 1, slug: 'barbera', name: 'Barbera', product_count: 1 }]),
    'GET /api/v1/tag-categories/': () => food,
    'GET /api/v1/product/': (_req, url) => page([wine()], countFor(url)),
  });
}

describe('FilterPage', () => {
  it('narrows the live count as filters are chosen, keeping them in the URL', async () => {
    const user = userEvent.setup();
    const { calls } = api();
    renderPage(<FilterPage />, { path: '/filter' });
    const show = () => screen.getByRole('link', { name: /^Visa \d+ viner$/ });

    await waitFor(() => expect(show()).toHaveTextContent('Visa 40 viner'));
    await user.click(screen.getByRole('checkbox', { name: 'Rött vin' }));
    await waitFor(() => expect(show()).toHaveTextContent('Visa 20 viner'));
    await user.click(await screen.findByRole('checkbox', { name: /Italien/ }));
    await waitFor(() => expect(show()).toHaveTextContent('Visa 6 viner'));

    expect(screen.getByTestId('location')).toHaveTextContent('/filter?style=red&country=italien');
    expect(show()).toHaveAttribute('href', '/search?style=red&country=italien');
    expect(screen.getByText('6 viner matchar')).toBeInTheDocument();
    // Counting asks for one row only.
    expect(calls.filter((c) => c.url.pathname === '/api/v1/product/').every((c) => c.url.searchParams.get('page_size') === '1')).toBe(true);
  });

  it('shows the regions of a chosen country and drops them when the country is unchosen', async () => {
    const user = userEvent.setup();
    api();
    renderPage(<FilterPage />, { path: '/filter?country=italien&region=venetien' });
    const regions = await screen.findByRole('list', { name: 'Regioner i Italien' });
    expect(within(regions).getByRole('checkbox', { name: /Venetien/ })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /Italien/ }));
    expect(screen.queryByRole('list', { name: 'Regioner i Italien' })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/filter$/);
  });

  it('filters on taste clocks, price and food, and clears everything at once', async () => {
    const user = userEvent.setup();
    api();
    renderPage(<FilterPage />, { path: '/filter' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Fyllighet från' }), '8');
    await user.type(screen.getByRole('spinbutton', { name: 'Högsta pris (kr)' }), '150');
    await user.click(await screen.findByRole('checkbox', { name: /Lamm/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Ekologiskt' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/filter?food=lamm&price_max=150&body_min=8&organic=1');

    await user.click(screen.getByRole('button', { name: 'Rensa filter' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/filter$/);
    expect(screen.getByRole('button', { name: 'Rensa filter' })).toBeDisabled();
  });
});
