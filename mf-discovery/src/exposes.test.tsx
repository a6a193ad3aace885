import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ComponentType } from 'react';
import DishPage from './pages/DishPage';
import DishesPage from './pages/DishesPage';
import FilterPage from './pages/FilterPage';
import HomePage from './pages/HomePage';
import ListPage from './pages/ListPage';
import ListsPage from './pages/ListsPage';
import ProductPage from './pages/ProductPage';
import SearchPage from './pages/SearchPage';
import ToplistsPage from './pages/ToplistsPage';

const cases: Array<[string, ComponentType, string, string]> = [
  ['/', HomePage, '/', 'Hitta ditt nästa vin'],
  ['/toplists', ToplistsPage, '/toplists', 'Topplistor'],
  ['/lists', ListsPage, '/lists', 'Vinlistor'],
  ['/list/:slug', ListPage, '/list/sommar', 'Vinlista'],
  ['/product/:slug', ProductPage, '/product/chablis', 'Vin'],
  ['/dishes', DishesPage, '/dishes', 'Maträtter'],
  ['/dishes/:slug', DishPage, '/dishes/lax', 'Maträtt'],
  ['/search/*', SearchPage, '/search', 'Sök viner & användare'],
  ['/filter', FilterPage, '/filter', 'Filtrera'],
];

describe('discovery exposes', () => {
  it.each(cases)('%s renders its page marked as discovery', (pattern, Page, url, heading) => {
    render(
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={pattern} element={<Page />} />
        </Routes>
      </MemoryRouter>,
    );
    const h1 = screen.getByRole('heading', { level: 1, name: heading });
    expect(h1.closest('[data-remote]')).toHaveAttribute('data-remote', 'discovery');
  });

  it('has the spec text on the wine lists page', () => {
    render(
      <MemoryRouter>
        <ListsPage />
      </MemoryRouter>,
    );
    expect(screen.getByText(/favoritviner ur Systembolagets fasta sortiment/)).toBeInTheDocument();
  });

  it('switches search between wines and users', () => {
    render(
      <MemoryRouter initialEntries={['/search/search-users']}>
        <Routes>
          <Route path="/search/*" element={<SearchPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Användare' })).toHaveAttribute('aria-current', 'page');
  });
});
