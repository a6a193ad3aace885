import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { RemoteModuleName, RemoteName } from '@vinkompassen/shared-contracts';
import { createModuleCache, type ModuleCache } from './moduleCache';
import { federationLoader, resetFailedRemote, type RemoteLoader } from './runtime';

interface RemoteContextValue {
  modules: ModuleCache;
  resetRemote: (remote: RemoteName) => void;
  /** Warms a module (manifest, remoteEntry, chunk) before it is needed; failures surface on render. */
  prefetch: <R extends RemoteName>(remote: R, module: RemoteModuleName<R>) => void;
}

function contextValue(loader: RemoteLoader, resetRemote: (remote: RemoteName) => void): RemoteContextValue {
  const modules = createModuleCache(loader);
  return {
    modules,
    resetRemote,
    prefetch: (remote, module) => {
      modules.get(remote, module).catch(() => undefined);
    },
  };
}

/** The app's loader (Module Federation); exported so start-up can warm the first screen's module. */
export const federationRemotes = contextValue(federationLoader, resetFailedRemote);

const RemoteContext = createContext<RemoteContextValue>(federationRemotes);

export const useRemotes = (): RemoteContextValue => useContext(RemoteContext);

/** Replaces the Module Federation loader (tests, local harnesses). */
export function RemoteLoaderProvider({ loader, children }: { loader: RemoteLoader; children: ReactNode }) {
  const value = useMemo(() => contextValue(loader, () => undefined), [loader]);
  return <RemoteContext.Provider value={value}>{children}</RemoteContext.Provider>;
}
