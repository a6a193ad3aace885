import { screen } from '@testing-library/react';
import RecommendedPage from './pages/RecommendedPage';
import WinefinderPage from './pages/WinefinderPage';
import { mockApi, renderScreen } from '@vinkompassen/test-kit';
import { fakeChat } from './test/fixtures';

describe('winefinder exposes', () => {
  beforeEach(() => {
    mockApi({ 'POST /api/v1/chat/': (_request, { body }) => ({ ...fakeChat(body as never), results: [] }) });
  });

  it('renders the chat at /winefinder', async () => {
    renderScreen(<WinefinderPage />, { path: '/winefinder', route: '/winefinder/*' });
    const h1 = screen.getByRole('heading', { level: 1, name: 'Vinväljaren' });
    expect(h1.closest('[data-remote]')).toHaveAttribute('data-remote', 'winefinder');
    expect(await screen.findByRole('button', { name: 'Middag' })).toBeInTheDocument();
  });

  it('renders results at /winefinder/results', () => {
    renderScreen(<WinefinderPage />, { path: '/winefinder/results?food=fisk', route: '/winefinder/*' });
    expect(screen.getByRole('heading', { level: 1, name: 'Förslag utifrån dina svar' })).toBeInTheDocument();
  });

  it('renders Våra tips', () => {
    renderScreen(<RecommendedPage />, { path: '/recommended', route: '/recommended' });
    const h1 = screen.getByRole('heading', { level: 1, name: 'Våra tips' });
    expect(h1.closest('[data-remote]')).toHaveAttribute('data-remote', 'winefinder');
  });
});
