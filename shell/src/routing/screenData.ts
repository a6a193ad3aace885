import { loadRemote } from '@module-federation/enhanced/runtime';
import { pageDataModule, type PageContract } from '@vinkompassen/shared-contracts';
import type { AppStore } from '../store/store';
import { matchScreen } from './currentRoute';
import { remoteContentForPath } from './routeTable';

/** Loads a screen's page contract (its remote's small `.data` module); null when it cannot be had. */
export type PageContractLoader = (remote: string, screenModule: string) => Promise<PageContract | null>;

export const federationPageContract: PageContractLoader = async (remote, screenModule) => {
  const exports = await loadRemote<{ default?: PageContract }>(`${remote}/${pageDataModule(screenModule).slice(2)}`).catch(() => null);
  // A failed load may come back as the fallback plugin's component module: no contract.
  return typeof exports?.default?.cache === 'object' ? exports.default : null;
};

/**
 * Starts the first requests of the screen at `location` as its page contract says (`prefetch`), as soon as that small
 * module is there: the data then downloads alongside the screen's own code instead of after it.
 */
export async function prefetchScreenData(
  store: Pick<AppStore, 'dispatch' | 'getState'>,
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
  loadContract: PageContractLoader = federationPageContract,
): Promise<boolean> {
  const screen = remoteContentForPath(pathname);
  if (!screen) return false;
  const page = await loadContract(screen.remote, screen.module);
  const { params } = matchScreen(pathname);
  return page?.prefetch?.({ params, search: new URLSearchParams(search), viewer: store.getState().auth.token, store }) ?? false;
}
