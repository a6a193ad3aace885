import type { RemoteModuleName, RemoteName } from '@vinkompassen/shared-contracts';
import type { RemoteLoader, RemoteModuleExports } from './runtime';

/**
 * One promise per exposed module, so React's `use()` sees a stable promise across renders
 * and prefetching warms the same entry. Failures, and the fallback the runtime plugin gives for one, are evicted
 * so the next render (a retry, or the screen shown again) loads again.
 */
export function createModuleCache(loader: RemoteLoader) {
  const cache = new Map<string, Promise<RemoteModuleExports>>();
  const key = (remote: RemoteName, module: string) => `${remote}/${module}`;

  return {
    get<R extends RemoteName>(remote: R, module: RemoteModuleName<R>): Promise<RemoteModuleExports> {
      const k = key(remote, module);
      let promise = cache.get(k);
      if (!promise) {
        promise = loader(remote, module);
        cache.set(k, promise);
        const forget = () => {
          if (cache.get(k) === promise) cache.delete(k);
        };
        promise.then((loaded) => loaded.failed && forget(), forget);
      }
      return promise;
    },
    evict(remote: RemoteName, module: string): void {
      cache.delete(key(remote, module));
    },
  };
}

export type ModuleCache = ReturnType<typeof createModuleCache>;
