import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { SuggestResponse } from '@vinkompassen/shared-contracts/schemas';
import { mockApi, renderScreen } from '@vinkompassen/test-kit';
import { SearchField } from './SearchField';

const CHARDO: SuggestResponse = {
  query: 'chardo',
  wines: [
    { id: 1, slug: 'chablis-1-1', name: 'Chablis', name_thin: 'Chardonnay', style: 'white', category: 'Vitt vin', product_number: '101' },
    { id: 2, slug: 'chardonnay-reserva-2-2', name: 'Chardonnay Reserva', name_thin: null, style: 'white', category: 'Vitt vin', product_number: '202' },
  ],
  producers: [{ id: 3, slug: 'chardon-fils', name: 'Chardon & Fils', product_count: 2 }],
  grapes: [{ id: 4, slug: 'chardonnay', name: 'Chardonnay', product_count: 180 }],
  regions: [{ id: 5, slug: 'bourgogne', name: 'Bourgogne', product_count: 60, kind: 'region', country: 'Frankrike' }],
  dishes: [{ id: 6, slug: 'fisk', name: 'Fisk', product_count: 400 }],
};

function suggestApi(respond: (q: string) => SuggestResponse | Promise<SuggestResponse> = (q) => ({ ...CHARDO, query: q })) {
  return mockApi({ 'GET /api/v1/search/suggest/': (_req, { url }) => respond(url.searchParams.get('q') ?? '') });
}

function Field({ onSubmit = () => {} }: { onSubmit?: () => void }) {
  const [value, setValue] = useState('');
  return <SearchField label="Sök vin" placeholder="Namn" value={value} onChange={setValue} onSubmit={onSubmit} suggest />;
}

const box = () => screen.getByRole('combobox', { name: 'Sök vin' });
const location = () => screen.getByTestId('location');

async function typeAndWait(text: string) {
  const user = userEvent.setup();
  renderScreen(<Field />, { path: '/search' });
  await user.type(box(), text);
  await screen.findByRole('listbox', { name: 'Förslag' });
  return user;
}

describe('search suggestions (combobox)', () => {
  // Every test talks to the suggest API; a test's own suggestApi(…) replaces this one.
  beforeEach(() => {
    suggestApi();
  });

  it('is a combobox with a collapsed list and asks nothing under two characters', async () => {
    const user = userEvent.setup();
    const { calls } = suggestApi();
    renderScreen(<Field />, { path: '/search' });
    expect(box()).toHaveAttribute('aria-autocomplete', 'list');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    // Valid HTML: role combobox and aria-expanded are not allowed on an input of type search.
    expect(box()).toHaveAttribute('type', 'text');
    await user.type(box(), 'c');
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(calls).toHaveLength(0);
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows grouped suggestions after two letters, debounced, with a count for screen readers', async () => {
    const { calls } = suggestApi();
    await typeAndWait('chardo');
    // One request for the word typed in one go, not one per letter.
    expect(calls.map((c) => c.url.searchParams.get('q'))).toEqual(['chardo']);
    const list = screen.getByRole('listbox', { name: 'Förslag' });
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-controls', list.id);
    expect(within(list).getAllByRole('group').map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent)).toEqual([
      'Viner',
      'Producenter',
      'Druvor',
      'Regioner',
      'Maträtter',
    ]);
    expect(within(screen.getByRole('group', { name: 'Druvor' })).getByRole('option')).toHaveTextContent('Chardonnay180 viner');
    expect(within(list).getAllByRole('option')).toHaveLength(6);
    expect(screen.getByRole('status')).toHaveTextContent('6 förslag');
    // The matched part is marked.
    expect(within(screen.getByRole('group', { name: 'Druvor' })).getByText('Chardo', { selector: 'mark' })).toBeInTheDocument();
  });

  it('moves through the options with the arrow keys (wrapping) and opens the active wine on Enter', async () => {
    const user = await typeAndWait('chardo');
    const options = screen.getAllByRole('option');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowUp}{ArrowUp}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[5]!.id);
    expect(box()).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(location()).toHaveTextContent(/^\/product\/chablis-1-1$/);
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    ['a producer → a search for its name', 2, /^\/search\?q=Chardon\+%26\+Fils$/, 'Chardon & Fils'],
    ['a grape → the grape filter', 3, /^\/search\?grape=chardonnay$/, ''],
    ['a region → the region filter', 4, /^\/search\?region=bourgogne$/, ''],
    ['a dish → its dish page', 5, /^\/dishes\/fisk$/, 'chardo'],
  ])('Enter on %s', async (_name, downs, url, text) => {
    const user = await typeAndWait('chardo');
    await user.keyboard('{ArrowDown}'.repeat(downs + 1) + '{Enter}');
    expect(location()).toHaveTextContent(url);
    expect(box()).toHaveValue(text);
  });

  it('runs the full search on Enter without an active option', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    suggestApi();
    renderScreen(<Field onSubmit={onSubmit} />, { path: '/search' });
    await user.type(box(), 'chardo');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(location()).toHaveTextContent(/^\/search$/);
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('closes on the first Escape and clears the box on the second', async () => {
    suggestApi();
    const user = await typeAndWait('chardo');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    expect(box()).toHaveValue('chardo');
    await user.keyboard('{Escape}');
    expect(box()).toHaveValue('');
  });

  it('opens an option on click and closes the list when focus leaves', async () => {
    suggestApi();
    const user = await typeAndWait('chardo');
    await user.tab();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await user.click(box());
    await user.keyboard('n');
    await user.click(await screen.findByRole('option', { name: /Bourgogne/ }));
    expect(location()).toHaveTextContent(/^\/search\?region=bourgogne$/);
  });

  it('keeps the previous suggestions while the next ones load', async () => {
    let release: () => void = () => {};
    suggestApi((q) =>
      q === 'chardon' ? new Promise((resolve) => (release = () => resolve({ ...CHARDO, query: q, wines: [] }))) : { ...CHARDO, query: q },
    );
    const user = await typeAndWait('chardo');
    await user.keyboard('n');
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(screen.getAllByRole('option')).toHaveLength(6);
    act(() => release());
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(4));
  });
});
