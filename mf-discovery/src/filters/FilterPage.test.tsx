import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderScreen } from '@vinkompassen/test-kit';
import FilterPage from './FilterPage';
import { PRICE_SETTLE_MS } from './FilterPanel';
import { facetsFor } from './facets.fixture';

function api() {
  return mockApi({ 'GET /api/v1/product/facets/': (_req, { url }) => facetsFor(url) });
}

const show = () => screen.getByText(/^(Visa \d+ viner?|Inga viner)$/);

describe('FilterPage', () => {
  it('shows each option with its count and updates counts and the total as filters are tapped, keeping them in the URL', async () => {
    const user = userEvent.setup();
    const { calls } = api();
    renderScreen(<FilterPage />, { path: '/filter' });

    await waitFor(() => expect(show()).toHaveTextContent('Visa 40 viner'));
    expect(screen.getByRole('checkbox', { name: /^Italien \(9\)$/ })).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: /Rött vin/ }));
    await waitFor(() => expect(show()).toHaveTextContent('Visa 20 viner'));
    // Counts of the other options follow the filter.
    expect(screen.getByRole('checkbox', { name: /Italien \(6\)/ })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Italien/ }));
    await waitFor(() => expect(show()).toHaveTextContent('Visa 6 viner'));

    expect(screen.getByTestId('location')).toHaveTextContent('/filter?style=red&country=italien');
    expect(show().closest('a')).toHaveAttribute('href', '/search?style=red&country=italien');
    expect(screen.getByText('6 viner matchar')).toBeInTheDocument();
    const facetCalls = calls.filter((c) => c.url.pathname === '/api/v1/product/facets/');
    expect(facetCalls.at(-1)?.url.searchParams.get('country')).toBe('italien');
  });

  it('dims options that would give no wines, and says "Inga viner" on a disabled button when nothing matches', async () => {
    const user = userEvent.setup();
    api();
    renderScreen(<FilterPage />, { path: '/filter?country=spanien&organic=1' });
    await waitFor(() => expect(show()).toHaveTextContent('Inga viner'));
    expect(screen.getByRole('button', { name: 'Inga viner' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /Mousserande vin \(0\)/ })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /^Ordervaror \(0\)$/ })).toBeDisabled();
    // A chosen option with no wines can still be unchosen.
    expect(screen.getByRole('checkbox', { name: /Ekologiskt \(0\)/ })).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: /Ekologiskt/ }));
    await waitFor(() => expect(show()).toHaveTextContent('Visa 40 viner'));
  });

  it('names the assortments as Systembolaget does and filters on them', async () => {
    const user = userEvent.setup();
    api();
    renderScreen(<FilterPage />, { path: '/filter' });
    await user.click(await screen.findByRole('checkbox', { name: /^Fast sortiment \(30\)$/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/filter?assortment=FS');
  });

  it('shows one option per Systembolaget name, without codes: FS, FSN and FSB are all "Fast sortiment"', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/v1/product/facets/': (_req, { url }) => ({
        ...facetsFor(url),
        assortment: [
          { value: 'FS', label: 'Fast sortiment', count: 30 },
          { value: 'FSN', label: 'Fast sortiment', count: 4 },
          { value: 'FSB', label: 'Fast sortiment', count: 2 },
          { value: 'TSLS', label: 'Lokalt & Småskaligt', count: 3 },
        ],
      }),
    });
    renderScreen(<FilterPage />, { path: '/filter' });
    const group = within((await screen.findByText('Sortiment')).closest('fieldset')!);
    await waitFor(() => expect(group.getAllByRole('checkbox').map((c) => c.closest('label')!.textContent)).toEqual(['Fast sortiment (36)', 'Lokalt & Småskaligt (3)']));
    await user.click(group.getByRole('checkbox', { name: /Fast sortiment/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/filter?assortment=FS%2CFSN%2CFSB');
    await user.click(group.getByRole('checkbox', { name: /Fast sortiment/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/filter$/);
  });

  it('leaves out countries without wines and folds the long list to the twelve largest', async () => {
    const user = userEvent.setup();
    const countries = Array.from({ length: 20 }, (_, i) => ({ value: `land-${i}`, label: `Land ${String(i).padStart(2, '0')}`, count: i < 15 ? 100 - i : 0 }));
    mockApi({ 'GET /api/v1/product/facets/': (_req, { url }) => ({ ...facetsFor(url), country: countries }) });
    renderScreen(<FilterPage />, { path: '/filter?country=land-19' });
    const group = within((await screen.findByText('Land och region')).closest('fieldset')!);
    await waitFor(() => expect(group.getAllByRole('checkbox')).toHaveLength(13));
    // The chosen country stays, though it has no wines; the other empty ones are not listed.
    expect(group.getByRole('checkbox', { name: /^Land 19 \(0\)$/ })).toBeChecked();
    expect(group.queryByRole('checkbox', { name: /^Land 16/ })).not.toBeInTheDocument();
    expect(group.queryByRole('checkbox', { name: /^Land 13/ })).not.toBeInTheDocument();
    await user.click(group.getByRole('button', { name: 'Visa alla 16 länder' }));
    expect(group.getAllByRole('checkbox')).toHaveLength(16);
    expect(group.getByRole('checkbox', { name: /^Land 13 \(87\)$/ })).toBeInTheDocument();
  });

  it("names the styles in Systembolaget's words from the counts", async () => {
    mockApi({
      'GET /api/v1/product/facets/': (_req, { url }) => {
        const f = facetsFor(url);
        return { ...f, style: f.style.map((s) => (s.value === 'other' ? { ...s, label: 'Starkvin m.fl.', count: 3 } : s)) };
      },
    });
    renderScreen(<FilterPage />, { path: '/filter' });
    expect(await screen.findByRole('checkbox', { name: 'Starkvin m.fl. (3)' })).toBeEnabled();
  });

  it('shows the regions of a chosen country and drops them when the country is unchosen', async () => {
    const user = userEvent.setup();
    api();
    renderScreen(<FilterPage />, { path: '/filter?country=italien&region=venetien' });
    const regions = await screen.findByRole('list', { name: 'Regioner i Italien' });
    expect(within(regions).getByRole('checkbox', { name: /Venetien/ })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /Italien/ }));
    expect(screen.queryByRole('list', { name: 'Regioner i Italien' })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/filter$/);
  });

  it('filters on taste clocks (with counts), price bands and food, and clears everything at once', async () => {
    const user = userEvent.setup();
    api();
    renderScreen(<FilterPage />, { path: '/filter' });
    const bodyFrom = screen.getByRole('combobox', { name: 'Fyllighet från' });
    // Values 1–6 have 3 wines each: from 5 gives 5 and 6.
    await waitFor(() => expect(within(bodyFrom).getByRole('option', { name: '5 (6)' })).toBeEnabled());
    expect(within(bodyFrom).getByRole('option', { name: '8 (0)' })).toBeDisabled();
    await user.selectOptions(bodyFrom, '5');
    await user.click(screen.getByRole('checkbox', { name: /100–149 kr \(12\)/ }));
    await user.click(await screen.findByRole('checkbox', { name: /Lamm/ }));
    await user.click(screen.getByRole('checkbox', { name: /Ekologiskt/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/filter?food=lamm&price_min=100&price_max=149.99&body_min=5&organic=1');
    expect(screen.getByRole('spinbutton', { name: 'Lägsta pris (kr)' })).toHaveValue(100);

    await user.click(screen.getByRole('button', { name: 'Rensa filter' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/filter$/);
    expect(screen.getByRole('spinbutton', { name: 'Lägsta pris (kr)' })).toHaveValue(null);
    expect(screen.getByRole('button', { name: 'Rensa filter' })).toBeDisabled();
  });

  describe('price fields', () => {
    it('never rewrites what is typed: 100 then 150 stays 100–150', async () => {
      const user = userEvent.setup();
      api();
      renderScreen(<FilterPage />, { path: '/filter' });
      const min = screen.getByRole('spinbutton', { name: 'Lägsta pris (kr)' });
      const max = screen.getByRole('spinbutton', { name: 'Högsta pris (kr)' });
      await user.type(min, '100');
      await user.type(max, '150');
      expect(min).toHaveValue(100);
      expect(max).toHaveValue(150);
      await user.tab();
      expect(screen.getByTestId('location')).toHaveTextContent('/filter?price_min=100&price_max=150');
      expect(min).toHaveValue(100);
      expect(max).toHaveValue(150);
      expect(screen.queryByText('Högsta pris måste vara minst lika högt som lägsta pris.')).not.toBeInTheDocument();
    });

    it('applies after a pause in typing, or on Enter', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
        api();
        renderScreen(<FilterPage />, { path: '/filter' });
        const min = screen.getByRole('spinbutton', { name: 'Lägsta pris (kr)' });
        fireEvent.change(min, { target: { value: '120' } });
        expect(screen.getByTestId('location')).toHaveTextContent(/^\/filter$/);
        act(() => vi.advanceTimersByTime(PRICE_SETTLE_MS + 10));
        expect(screen.getByTestId('location')).toHaveTextContent('/filter?price_min=120');
        const max = screen.getByRole('spinbutton', { name: 'Högsta pris (kr)' });
        fireEvent.change(max, { target: { value: '400' } });
        fireEvent.keyDown(max, { key: 'Enter' });
        expect(screen.getByTestId('location')).toHaveTextContent('/filter?price_min=120&price_max=400');
      } finally {
        vi.useRealTimers();
      }
    });

    it('shows an error for a highest price below the lowest, and does not apply it', async () => {
      const user = userEvent.setup();
      api();
      renderScreen(<FilterPage />, { path: '/filter?price_min=200' });
      const max = screen.getByRole('spinbutton', { name: 'Högsta pris (kr)' });
      await user.type(max, '150');
      await user.tab();
      expect(await screen.findByRole('alert')).toHaveTextContent('Högsta pris måste vara minst lika högt som lägsta pris.');
      expect(max).toHaveAttribute('aria-invalid', 'true');
      expect(max).toHaveValue(150);
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/filter\?price_min=200$/);
      // Nothing offers to show wines for a range that cannot be.
      expect(screen.queryByText(/^Visa \d+ viner?$/)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Rätta priset först' })).toBeDisabled();
      // Fixed: applied, and the message goes.
      await user.clear(max);
      await user.type(max, '250');
      await user.tab();
      expect(screen.getByTestId('location')).toHaveTextContent('/filter?price_min=200&price_max=250');
      expect(screen.getByRole('alert')).toBeEmptyDOMElement();
      await waitFor(() => expect(show()).toHaveTextContent(/^Visa \d+ viner?$/));
    });
  });
});
