import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@vinkompassen/shared-contracts';
import { mockApi, renderScreen, userList } from '@vinkompassen/test-kit';
import { inShell } from '../test/shell';
import { NoticeHost } from './NoticeHost';

beforeEach(() => localStorage.setItem('age_confirmed', 'true'));

describe('status toast', () => {
  it('shows notices from the remotes in a live region', async () => {
    renderScreen(<NoticeHost />, inShell());
    await act(async () => bus.publish('notice/show', { message: 'Ditt konto är raderat' }));
    // The toast's code comes with the first notice.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Ditt konto är raderat'));
  });

  it('confirms an added wine and undoes it with remove-product', async () => {
    const { calls: requests } = mockApi({ 'DELETE /api/v1/user-lists/4/remove-product/': () => userList() });
    renderScreen(<NoticeHost />, inShell({ token: 't' }));
    await act(async () => bus.publish('list/product-added', { list: { id: 4, name: 'Fredag' }, productId: 12 }));
    const toast = screen.getByRole('status');
    await waitFor(() => expect(toast).toHaveTextContent('Tillagt i Fredag'));
    await userEvent.click(screen.getByRole('button', { name: 'Ångra' }));
    await waitFor(() => expect(toast).toHaveTextContent('Borttaget från Fredag'));
    const removal = requests.find((r) => r.path.endsWith('/api/v1/user-lists/4/remove-product/'));
    expect(removal?.method).toBe('DELETE');
    expect(removal?.body).toEqual({ product: 12 });
    expect(screen.queryByRole('button', { name: 'Ångra' })).not.toBeInTheDocument();
  });
});
