import { fireEvent, screen } from '@testing-library/react';
import { renderScreen } from '@vinkompassen/test-kit';
import { facetsFor } from './facets.fixture';
import { EMPTY_FILTERS, type WineFilters } from './filterParams';
import { FilterPanel } from './FilterPanel';

describe('FilterPanel', () => {
  it('builds quick successive changes on each other while the URL has not caught up yet', () => {
    const changes: WineFilters[] = [];
    // The parent never re-renders with new filters: as if both clicks land before the navigation.
    renderScreen(
      <FilterPanel filters={EMPTY_FILTERS} facets={facetsFor(new URL('http://x/'))} onChange={(next) => changes.push(next)} />,
      { path: '/filter' },
    );
    fireEvent.click(screen.getByRole('checkbox', { name: /Rött vin/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Italien/ }));
    expect(changes.at(-1)).toMatchObject({ style: ['red'], country: ['italien'] });
    // And both show as chosen at once.
    expect(screen.getByRole('checkbox', { name: /Rött vin/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Italien/ })).toBeChecked();
  });

  it('shows placeholders until the first counts arrive', () => {
    renderScreen(<FilterPanel filters={EMPTY_FILTERS} onChange={() => {}} />, { path: '/filter' });
    expect(screen.getByRole('checkbox', { name: 'Rött vin' })).toBeEnabled();
    expect(screen.queryByRole('checkbox', { name: /Italien/ })).not.toBeInTheDocument();
  });
});
