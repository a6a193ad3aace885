import { fireEvent, screen } from '@testing-library/react';
import { mockApi, page, renderPage } from '../test/harness';
import { EMPTY_FILTERS, type WineFilters } from './filterParams';
import { FilterPanel } from './FilterPanel';

describe('FilterPanel', () => {
  it('builds quick successive changes on each other while the URL has not caught up yet', async () => {
    mockApi({
      'GET /api/v1/country/first-level/': () => [{ id: 1, slug: 'italien', name: 'Italien', product_count: 9, regions: [] }],
      'GET /api/v1/grapes/': () => page([]),
      'GET /api/v1/tag-categories/': () => [],
    });
    const changes: WineFilters[] = [];
    // The parent never re-renders with new filters: as if both clicks land before the navigation.
    renderPage(<FilterPanel filters={EMPTY_FILTERS} onChange={(next) => changes.push(next)} />, { path: '/filter' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Rött vin' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: /Italien/ }));
    expect(changes.at(-1)).toMatchObject({ style: ['red'], country: ['italien'] });
    // And both show as chosen at once.
    expect(screen.getByRole('checkbox', { name: 'Rött vin' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Italien/ })).toBeChecked();
  });
});
