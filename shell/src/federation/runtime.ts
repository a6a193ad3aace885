import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteModuleName, type RemoteName } from '@vinkompassen/shared-contracts';
import type { ComponentType } from 'react';
import { remoteFallbackPlugin } from './remoteFallbackPlugin';

export interface RemoteModuleExports {
  default: ComponentType<never>;
  /** Set when `default` is the fallback the runtime plugin gave for a load that failed. */
  failed?: true;
}

/** Loads one exposed module; the seam tests replace through <RemoteLoaderProvider>. */
export type RemoteLoader = <R extends RemoteName>(remote: R, module: RemoteModuleName<R>) => Promise<RemoteModuleExports>;

/** Registers every remote under its manifest URL from the runtime config; a failed load renders `fallback`. */
export function registerAppRemotes(manifests: Record<RemoteName, string>, fallback: ComponentType): void {
  registerPlugins([remoteFallbackPlugin(fallback)]);
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: manifests[name] })));
}

export const federationLoader: RemoteLoader = async (remote, module) => {
  const exports = await loadRemote<RemoteModuleExports>(`${remote}/${module.slice(2)}`);
  if (!exports || typeof exports.default !== 'function') {
    throw new Error(`${remote}/${module} has no default component export`);
  }
  return exports;
};
