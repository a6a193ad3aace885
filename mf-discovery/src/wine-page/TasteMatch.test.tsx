import { screen, waitFor } from '@testing-library/react';
import { mockApi, renderScreen } from '@vinkompassen/test-kit';
import { TasteMatch } from './TasteMatch';

describe('TasteMatch', () => {
  it('"Passar din smak: 87 %" with its one-line why for a logged-in user with enough signal', async () => {
    const api = mockApi({
      'GET /api/v1/taste-match/': () => ({ eligible: true, signals: 6, results: [{ product: 35, percent: 87, reason: 'Fylligheten som i dina favoriter.' }] }),
    });
    renderScreen(<TasteMatch productId={35} />, { token: 'tok' });
    expect(await screen.findByText('Passar din smak: 87 %')).toBeInTheDocument();
    expect(screen.getByText('Fylligheten som i dina favoriter.')).toBeInTheDocument();
    expect(api.calls[0]?.url.searchParams.get('products')).toBe('35');
  });

  it('nothing without enough signal', async () => {
    const api = mockApi({ 'GET /api/v1/taste-match/': () => ({ eligible: false, signals: 2, results: [] }) });
    renderScreen(<TasteMatch productId={35} />, { token: 'tok' });
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(screen.queryByText(/Passar din smak/)).not.toBeInTheDocument();
  });

  it('nothing, and no request, for anonymous visitors', () => {
    const api = mockApi({});
    renderScreen(<TasteMatch productId={35} />);
    expect(screen.queryByText(/Passar din smak/)).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
