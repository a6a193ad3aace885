import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteLoaderProvider } from './RemoteContext';
import { RemoteFallback, RemoteModule } from './RemoteModule';
import type { RemoteLoader } from './runtime';

const Page = () => <h1 data-remote="discovery">Topplistor</h1>;

async function renderRemote(loader: RemoteLoader) {
  await act(async () =>
    render(
      <RemoteLoaderProvider loader={loader}>
        <header>
          <a href="/">Vinkompassen</a>
        </header>
        <RemoteModule remote="discovery" module="./ToplistsPage" />
      </RemoteLoaderProvider>,
    ),
  );
}

describe('RemoteModule', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('renders the loaded module', async () => {
    const loader = vi.fn<RemoteLoader>(async () => ({ default: Page as never }));
    await renderRemote(loader);
    expect(screen.getByRole('heading', { name: 'Topplistor' })).toHaveAttribute('data-remote', 'discovery');
    expect(loader).toHaveBeenCalledWith('discovery', './ToplistsPage');
  });

  it('shows a skeleton while loading', async () => {
    await renderRemote(() => new Promise(() => undefined));
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  });

  it('falls back for this area only and retries without reloading', async () => {
    const loader = vi
      .fn<RemoteLoader>()
      .mockRejectedValueOnce(new Error('manifest unavailable'))
      .mockResolvedValue({ default: Page as never });
    await renderRemote(loader);

    expect(screen.getByRole('alert')).toHaveTextContent('Den här delen av Vinkompassen kunde inte laddas just nu.');
    expect(screen.getByRole('link', { name: 'Vinkompassen' })).toBeInTheDocument();

    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Försök igen' })));
    expect(await screen.findByRole('heading', { name: 'Topplistor' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it("shows the runtime plugin's fallback for a failed load and retries without reloading", async () => {
    const loader = vi
      .fn<RemoteLoader>()
      .mockResolvedValueOnce({ default: RemoteFallback, failed: true })
      .mockResolvedValue({ default: Page as never });
    await renderRemote(loader);

    expect(screen.getByRole('alert')).toHaveTextContent('Den här delen av Vinkompassen kunde inte laddas just nu.');
    expect(screen.getByRole('alert')).toHaveAttribute('data-remote-fallback', 'discovery');
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Försök igen' })));
    expect(await screen.findByRole('heading', { name: 'Topplistor' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('also catches render errors of the remote', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    await renderRemote(async () => ({ default: Broken as never }));
    expect(screen.getByRole('alert')).toHaveTextContent('Försök igen');
  });
});
