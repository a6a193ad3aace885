import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, configureApi } from '@vinkompassen/shared-contracts';
import { renderWithShell } from '../test/renderWithShell';
import { NoticeHost } from './NoticeHost';

beforeEach(() => localStorage.setItem('age_confirmed', 'true'));
afterEach(() => vi.unstubAllGlobals());

describe('status toast', () => {
  it('shows notices from the remotes in a live region', async () => {
    renderWithShell(<NoticeHost />);
    await act(async () => bus.publish('notice/show', { message: 'Ditt konto är raderat' }));
    expect(screen.getByRole('status')).toHaveTextContent('Ditt konto är raderat');
  });

  it('confirms an added wine and undoes it with remove-product', async () => {
    const requests: Request[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request) => {
        requests.push(input);
        return new Response(JSON.stringify({}), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    configureApi({ baseUrl: 'http://api.test' });
    renderWithShell(<NoticeHost />, { token: 't' });
    await act(async () => bus.publish('list/product-added', { list: { id: 4, name: 'Fredag' }, productId: 12 }));
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Tillagt i Fredag');
    await userEvent.click(screen.getByRole('button', { name: 'Ångra' }));
    await waitFor(() => expect(toast).toHaveTextContent('Borttaget från Fredag'));
    const removal = requests.find((r) => r.url.endsWith('/api/v1/user-lists/4/remove-product/'));
    expect(removal?.method).toBe('DELETE');
    expect(await removal?.json()).toEqual({ product: 12 });
    expect(screen.queryByRole('button', { name: 'Ångra' })).not.toBeInTheDocument();
  });
});
