import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { inlinedRuntimeConfig, preloadFirstScreen, runtimeConfigJson } from './firstScreen';

vi.mock('@module-federation/enhanced/runtime', () => ({
  preloadRemote: vi.fn(() => Promise.resolve()),
  registerRemotes: vi.fn(),
}));

const config = { apiBaseUrl: 'http://api', remotes: { discovery: 'http://d/mf-manifest.json', winefinder: 'http://w/mf-manifest.json' } };

beforeEach(() => vi.clearAllMocks());

describe('preloadFirstScreen', () => {
  it('registers and preloads the remote module of the first screen, with its page contract', async () => {
    await preloadFirstScreen('/product/some-wine', Promise.resolve(config), false);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'discovery', entry: 'http://d/mf-manifest.json' }]);
    expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'discovery', exposes: ['ProductPage', 'ProductPage.data'] }]);
  });

  it('leaves out the page contract on a server-rendered page: its data came with the page', async () => {
    await preloadFirstScreen('/product/some-wine', Promise.resolve(config), true);
    expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'discovery', exposes: ['ProductPage'] }]);
  });

  it('does nothing for a shell page, a broken config or a failed fetch', async () => {
    await preloadFirstScreen('/about', Promise.resolve(config));
    await preloadFirstScreen('/winefinder', Promise.resolve({ remotes: { winefinder: 42 } }));
    await preloadFirstScreen('/', Promise.reject(new Error('offline')));
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(preloadRemote).not.toHaveBeenCalled();
  });

  it('swallows a failed preload: the page shows the fallback when it renders', async () => {
    vi.mocked(preloadRemote).mockRejectedValueOnce(new Error('manifest 404'));
    await expect(preloadFirstScreen('/', Promise.resolve(config))).resolves.toBeUndefined();
  });
});

describe('runtimeConfigJson', () => {
  it('fetches once and shares the result', async () => {
    const fetchFn = vi.fn(async () => new Response(JSON.stringify(config), { status: 200 }));
    const first = runtimeConfigJson(fetchFn);
    expect(runtimeConfigJson(fetchFn)).toBe(first);
    await expect(first).resolves.toEqual(config);
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });
});

describe('inlinedRuntimeConfig', () => {
  it('reads the config the server rendered the page with, or null when the page has none', () => {
    const doc = document.implementation.createHTMLDocument();
    expect(inlinedRuntimeConfig(doc)).toBeNull();
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = 'vk-runtime-config';
    script.textContent = JSON.stringify(config);
    doc.head.append(script);
    expect(inlinedRuntimeConfig(doc)).toEqual(config);
  });
});
