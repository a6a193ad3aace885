import { screen } from '@testing-library/react';
import RecommendedPage from './pages/RecommendedPage';
import WinefinderPage from './pages/WinefinderPage';
import { fakeChat } from './test/fakeChat';
import { mockApi, renderAt } from './test/harness';

describe('winefinder exposes', () => {
  beforeEach(() => {
    mockApi(({ path, body }) => (path === '/api/v1/chat/' ? { body: { ...fakeChat(body as never), results: [] } } : undefined));
  });

  it('renders the chat at /winefinder', async () => {
    renderAt(<WinefinderPage />, { url: '/winefinder', pattern: '/winefinder/*' });
    const h1 = screen.getByRole('heading', { level: 1, name: 'Vinväljaren' });
    expect(h1.closest('[data-remote]')).toHaveAttribute('data-remote', 'winefinder');
    expect(await screen.findByRole('button', { name: 'Middag' })).toBeInTheDocument();
  });

  it('renders results at /winefinder/results', () => {
    renderAt(<WinefinderPage />, { url: '/winefinder/results?food=fisk', pattern: '/winefinder/*' });
    expect(screen.getByRole('heading', { level: 1, name: 'Förslag utifrån dina svar' })).toBeInTheDocument();
  });

  it('renders Våra tips', () => {
    renderAt(<RecommendedPage />, { url: '/recommended', pattern: '/recommended' });
    const h1 = screen.getByRole('heading', { level: 1, name: 'Våra tips' });
    expect(h1.closest('[data-remote]')).toHaveAttribute('data-remote', 'winefinder');
  });
});
