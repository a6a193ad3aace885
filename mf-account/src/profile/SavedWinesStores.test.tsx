import { screen } from '@testing-library/react';
import { RemoteSlotContext, type RemoteSlotProps } from '@vinkompassen/shared-contracts';
import { mockApi, renderScreen } from '@vinkompassen/test-kit';
import { testProfile } from '../test/fixtures';
import ProfilePage from './ProfilePage';

/** Stands in for the shell's federated loader: shows which remote module would load, with which props. */
function FakeSlot({ remote, module, props }: RemoteSlotProps) {
  return <div data-testid="slot">{`${remote}${module} ${JSON.stringify(props)}`}</div>;
}

const at = () =>
  renderScreen(
    <RemoteSlotContext.Provider value={FakeSlot}>
      <ProfilePage />
    </RemoteSlotContext.Provider>,
    { path: '/profile', route: '/profile/*', token: 'tok' },
  );

describe('the best stores for the saved wines', () => {
  it("embeds the social remote's panel with the saved wines and its own heading", async () => {
    const twoSaved = {
      ...testProfile,
      liked_products: [
        ...testProfile.liked_products,
        { id: 2, product: { ...testProfile.liked_products[0]!.product, id: 12, slug: 'annat-vin', name: 'Annat vin' }, created_at: '2025-01-02T00:00:00Z' },
      ],
    };
    mockApi({ 'GET /auth/profile/': () => twoSaved });
    at();
    expect(await screen.findByTestId('slot')).toHaveTextContent(
      'social./BestStoresPanel {"productIds":[11,12],"heading":"Bästa butiken för dina sparade viner"}',
    );
  });

  it('no saved wines: no panel', async () => {
    mockApi({ 'GET /auth/profile/': () => ({ ...testProfile, liked_products: [] }) });
    at();
    expect(await screen.findByText(/Du har inte sparat några viner/)).toBeInTheDocument();
    expect(screen.queryByTestId('slot')).not.toBeInTheDocument();
  });
});
