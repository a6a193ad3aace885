import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { RemoteModuleName, RemoteName } from '@vinkompassen/shared-contracts';
import { createModuleCache, type ModuleCache } from './moduleCache';
import { federationLoader, type RemoteLoader } from './runtime';

interface RemoteContextValue {
  modules: ModuleCache;
  /** Warms a module (manifest, remoteEntry, chunk) before it is needed; failures surface on render. */
  prefetch: <R extends RemoteName>(remote: R, module: RemoteModuleName<R>) => void;
}

function contextValue(loader: RemoteLoader): RemoteContextValue {
  const modules = createModuleCache(loader);
  return {
    modules,
    prefetch: (remote, module) => {
      modules.get(remote, module).catch(() => undefined);
    },
  };
}

/** The app's loader (Module Federation); exported so start-up can warm the first screen's module. */
export const federationRemotes = contextValue(federationLoader);

const RemoteContext = createContext<RemoteContextValue>(federationRemotes);

export const useRemotes = (): RemoteContextValue => useContext(RemoteContext);

/** Replaces the Module Federation loader (tests, local harnesses). */
export function RemoteLoaderProvider({ loader, children }: { loader: RemoteLoader; children: ReactNode }) {
  const value = useMemo(() => contextValue(loader), [loader]);
  return <RemoteContext.Provider value={value}>{children}</RemoteContext.Provider>;
}
