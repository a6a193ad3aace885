import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@vinkompassen/shared-contracts';
import { fail, mockApi, renderScreen, reply, type RouteTable } from '@vinkompassen/test-kit';
import { userList, wine } from '../test/fixtures';
import AddToListModal from './AddToListModal';

const lists = [
  userList({ id: 1, name: 'Sommarviner', product_list: [wine(12)], products_count: 1 }),
  userList({ id: 2, slug: 'fredag', name: 'Fredag', product_list: [], products_count: 0, is_public: false }),
];

type Routes = RouteTable<'GET /api/v1/user-lists/my-lists' | 'POST /api/v1/user-lists/2/add-product/'>;

const setup = (handlers: Routes = {}) => {
  const api = mockApi<keyof Routes>({ 'GET /api/v1/user-lists/my-lists': () => lists, ...handlers });
  const onClose = vi.fn();
  renderScreen(<AddToListModal titleId="t2" onClose={onClose} productId={12} />, { token: 'tok' });
  return { api, onClose };
};
const save = () => screen.getByRole('button', { name: 'Spara' });

describe('AddToListModal', () => {
  it('disables lists that already hold the wine, and Spara until a list is chosen', async () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Lägg till i lista' })).toHaveAttribute('id', 't2');
    expect(await screen.findByRole('radio', { name: /Sommarviner/ })).toBeDisabled();
    expect(screen.getByText(/Finns redan i listan/)).toBeInTheDocument();
    expect(save()).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: /Fredag/ }));
    expect(save()).toBeEnabled();
  });

  it('adds the wine to the chosen list, closes and tells the shell (for "Tillagt i …" with undo)', async () => {
    const added = vi.fn();
    const subscription = bus.on('list/product-added').subscribe(({ payload }) => added(payload));
    const { api, onClose } = setup({ 'POST /api/v1/user-lists/2/add-product/': () => reply(201, lists[1]!) });
    await userEvent.click(await screen.findByRole('radio', { name: /Fredag/ }));
    await userEvent.click(save());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.bodies('POST /api/v1/user-lists/2/add-product/')).toEqual([{ product: 12 }]);
    expect(added).toHaveBeenCalledWith({ list: { id: 2, name: 'Fredag' }, productId: 12 });
    subscription.unsubscribe();
  });

  it('says the wine is already in the list on 409', async () => {
    const { onClose } = setup({ 'POST /api/v1/user-lists/2/add-product/': () => fail(409, { detail: 'Vinet finns redan i listan.' }) });
    await userEvent.click(await screen.findByRole('radio', { name: /Fredag/ }));
    await userEvent.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Vinet finns redan i listan.');
    // Focus on the reason, not lost with a Spara that may turn disabled.
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the spec message on any other failure', async () => {
    setup({ 'POST /api/v1/user-lists/2/add-product/': () => fail(500, {}) });
    await userEvent.click(await screen.findByRole('radio', { name: /Fredag/ }));
    await userEvent.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Vi kunde tyvärr inte lägga till produkten i listan. Var god försök igen senare.',
    );
  });

  it('hands the wine over to the create-list flow', async () => {
    const requests = vi.fn();
    const subscription = bus.on('list/create-requested').subscribe(requests);
    const { onClose } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Skapa ny lista' }));
    expect(onClose).toHaveBeenCalled();
    expect(requests).toHaveBeenCalledWith({ type: 'list/create-requested', v: 1, payload: { productId: 12 } });
    // Closing comes first, so the shell's create-list modal is not closed right after opening.
    expect(onClose.mock.invocationCallOrder[0]).toBeLessThan(requests.mock.invocationCallOrder[0]!);
    subscription.unsubscribe();
  });

  it('offers only the create flow when the user has no lists', async () => {
    setup({ 'GET /api/v1/user-lists/my-lists': () => [] });
    expect(await screen.findByText('Du har inga listor ännu. Skapa en ny lista för vinet.')).toBeInTheDocument();
    expect(save()).toBeDisabled();
  });
});
