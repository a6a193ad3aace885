import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { remoteFallbackPlugin } from './remoteFallbackPlugin';

const Fallback = () => null;
const discovery = { name: 'discovery', entry: 'http://localhost:3001/mf-manifest.json' };

const fail = (lifecycle: 'beforeRequest' | 'afterResolve' | 'onLoad') =>
  remoteFallbackPlugin(Fallback).errorLoadRemote!({
    id: 'discovery/ToplistsPage',
    error: new Error('down'),
    from: 'runtime',
    lifecycle,
    remote: discovery as never,
    origin: {} as ModuleFederation,
  });

describe('remoteFallbackPlugin', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('gives the fallback in place of a module that failed to load', async () => {
    expect(await fail('onLoad')).toEqual({ default: Fallback, failed: true });
  });

  it('offers no stand-in manifest or request: the load fails and comes back as onLoad', async () => {
    expect(await fail('afterResolve')).toBeUndefined();
    expect(await fail('beforeRequest')).toBeUndefined();
  });
});
