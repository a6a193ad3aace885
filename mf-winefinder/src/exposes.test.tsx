import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import RecommendedPage from './pages/RecommendedPage';
import WinefinderPage from './pages/WinefinderPage';

const at = (url: string, pattern: string, element: ReactNode) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={pattern} element={element} />
      </Routes>
    </MemoryRouter>,
  );

describe('winefinder exposes', () => {
  it('renders the chat at /winefinder', () => {
    at('/winefinder', '/winefinder/*', <WinefinderPage />);
    const h1 = screen.getByRole('heading', { level: 1, name: 'Vinväljaren' });
    expect(h1.closest('[data-remote]')).toHaveAttribute('data-remote', 'winefinder');
  });

  it('renders results at /winefinder/results', () => {
    at('/winefinder/results', '/winefinder/*', <WinefinderPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Förslag utifrån dina svar' })).toBeInTheDocument();
  });

  it('renders Våra tips', () => {
    at('/recommended', '/recommended', <RecommendedPage />);
    const h1 = screen.getByRole('heading', { level: 1, name: 'Våra tips' });
    expect(h1.closest('[data-remote]')).toHaveAttribute('data-remote', 'winefinder');
  });
});
