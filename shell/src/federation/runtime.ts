import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteModuleName, type RemoteName } from '@vinkompassen/shared-contracts';
import type { ComponentType } from 'react';

export interface RemoteModuleExports {
  default: ComponentType<never>;
}

/** Loads one exposed module; the seam tests replace through <RemoteLoaderProvider>. */
export type RemoteLoader = <R extends RemoteName>(remote: R, module: RemoteModuleName<R>) => Promise<RemoteModuleExports>;

/** Registers every remote under its manifest URL from the runtime config. */
export function registerAppRemotes(manifests: Record<RemoteName, string>): void {
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: manifests[name] })));
}

export const federationLoader: RemoteLoader = async (remote, module) => {
  const exports = await loadRemote<RemoteModuleExports>(`${remote}/${module.slice(2)}`);
  if (!exports || typeof exports.default !== 'function') {
    throw new Error(`${remote}/${module} has no default component export`);
  }
  return exports;
};

/**
 * Before a retry: if the remote's entry never loaded (manifest or remoteEntry failed),
 * re-register it so the runtime forgets cached failures. A loaded remote is left alone;
 * a failed chunk of it is simply requested again.
 */
export function resetFailedRemote(remote: RemoteName): void {
  const instance = getInstance();
  if (!instance || instance.moduleCache.has(remote)) return;
  const registered = instance.options.remotes.find((item) => item.name === remote);
  if (registered) registerRemotes([registered], { force: true });
}
