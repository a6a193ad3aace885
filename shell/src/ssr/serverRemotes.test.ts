// @vitest-environment node
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { REMOTE_NAMES, type RemoteName } from '@vinkompassen/shared-contracts';
import { serverLoader, syncRemotes } from './serverRemotes';

// The runtime's loads are the test's; the refusal itself comes from the real runtime (refusalByRuntime).
const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

/** What the federation runtime throws when a remote needs a strict singleton of another major than the shell's. */
async function refusalByRuntime(): Promise<unknown> {
  const { createInstance } = await vi.importActual<typeof import('@module-federation/enhanced/runtime')>('@module-federation/enhanced/runtime');
  const contracts = '@vinkompassen/shared-contracts';
  const shell = createInstance({
    name: 'shell',
    remotes: [],
    shareStrategy: 'loaded-first',
    shared: { [contracts]: { version: '4.0.0', lib: () => ({}), shareConfig: { singleton: true, requiredVersion: '^4.0.0', strictVersion: true } } },
  });
  shell.loadShareSync(contracts);
  const customShareInfo = { from: 'social', version: '5.0.0', shareConfig: { singleton: true, requiredVersion: '^5.0.0', strictVersion: true } };
  return shell.loadShare(contracts, { customShareInfo }).then(
    () => new Error('the runtime did not refuse'),
    (error: unknown) => error,
  );
}

const manifests = (social: string) =>
  Object.fromEntries(REMOTE_NAMES.map((name) => [name, name === 'social' ? social : `http://remotes.test/${name}/mf-manifest.json`])) as Record<RemoteName, string>;

beforeAll(() => {
  // Every manifest answers: each remote has a server build.
  vi.stubGlobal('fetch', async (url: string) => new Response(url.includes('/server/') ? `{"build":"${url}"}` : '{}'));
});
afterAll(() => {
  vi.unstubAllGlobals();
});

it('a build the runtime refuses fails with the reason in plain words, and is not loaded again half-initialized', async () => {
  await syncRemotes(manifests('http://remotes.test/social/5/mf-manifest.json'), 1000);
  runtime.loadRemote.mockRejectedValueOnce(await refusalByRuntime());
  // What a second load of the refused build gives: its module, with the imports that threw left undefined.
  runtime.loadRemote.mockResolvedValue({ default: () => null });
  const load = serverLoader(1000, new Set());

  const reason = 'social cannot run with this shell: its build needs @vinkompassen/shared-contracts ^5.0.0, and shell provides 4.0.0';
  await expect(load('social', './UserPage')).rejects.toThrow(reason);
  await expect(load('social', './UserListPage')).rejects.toThrow(reason);
  expect(runtime.loadRemote).toHaveBeenCalledTimes(1);

  // Another build of it (here: another URL) is loaded again.
  await syncRemotes(manifests('http://remotes.test/social/4/mf-manifest.json'), 1000);
  await expect(load('social', './UserPage')).resolves.toHaveProperty('default');
  expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
});

it('any other failed load is tried again by the next render', async () => {
  runtime.loadRemote.mockReset();
  runtime.loadRemote.mockRejectedValueOnce(new TypeError('fetch failed')).mockResolvedValue({ default: () => null });
  const load = serverLoader(1000, new Set());
  await expect(load('account', './LoginPage')).rejects.toThrow('fetch failed');
  await expect(load('account', './LoginPage')).resolves.toHaveProperty('default');
});
