import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** What `loadRemote` resolves to when a remote could not be loaded: the fallback in place of the module. */
export interface RemoteFallbackModule<C> {
  default: C;
  failed: true;
}

/**
 * The shell's remote fallback, as a federation runtime plugin: a load that fails (manifest, remote entry,
 * container init or chunk) resolves to `fallback` instead of throwing. A retry is just another load: the runtime
 * keeps no failure (a failed manifest, entry or chunk request is dropped from its caches and asked for again).
 */
export function remoteFallbackPlugin<C>(fallback: C): ModuleFederationRuntimePlugin {
  return {
    name: 'vinkompassen-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      // The other lifecycles ask for a stand-in (a manifest, the request itself): none, so the load fails and
      // comes back here as 'onLoad'.
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`[federation] ${id} failed`, error);
      const module: RemoteFallbackModule<C> = { default: fallback, failed: true };
      return module;
    },
  };
}
