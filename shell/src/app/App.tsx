import { StrictMode, startTransition, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { RemoteSlotContext, type RemoteSlotProps, type RuntimeConfig } from '@vinkompassen/shared-contracts';
import { DeferredRegion } from '../federation/DeferredRegion';
import { forgetServerRegions, LiveNearModulesSink, LiveNearViewport } from '../federation/LiveNearViewport';
import { RemoteModule } from '../federation/RemoteModule';
import { SessionProvider } from '../auth/SessionContext';
import type { Session } from '../auth/session';
import { NavigationBridge, type NavigationStore } from '../navigation-bridge/navigationBridge';
import { AppRoutes } from './AppRoutes';
import { RuntimeConfigContext } from '../runtime-config/RuntimeConfigContext';
import { BROWSER_ONLY, SsrContext, type SsrContextValue } from '../ssr-context/SsrContext';
import type { AppStore, RootState } from '../store/store';

interface AppFrameProps {
  store: AppStore;
  /** The state the server rendered with, for hydrating its HTML (see `AppProps.hydration`). */
  serverState?: RootState;
  session: Session;
  config: RuntimeConfig | null;
  ssr: SsrContextValue;
  children: ReactNode;
}

/** The providers around the router, the same on the server and in the browser (so hydration matches). */
export function AppFrame({ store, serverState, session, config, ssr, children }: AppFrameProps) {
  return (
    <StrictMode>
      <Provider store={store} serverState={serverState}>
        <RuntimeConfigContext.Provider value={config}>
          <SessionProvider session={session}>
            <RemoteSlotContext.Provider value={InlineRemote}>
              <SsrContext.Provider value={ssr}>{children}</SsrContext.Provider>
            </RemoteSlotContext.Provider>
          </SessionProvider>
        </RuntimeConfigContext.Provider>
      </Provider>
    </StrictMode>
  );
}

interface AppProps {
  store: AppStore;
  navigation: NavigationStore;
  session: Session;
  config: RuntimeConfig | null;
  /**
   * Hydrating server HTML: the first render is the server's (anonymous); `onHydrated` then brings in the browser's
   * state. `serverState`: the store as the server rendered it (anonymous, its query cache). A remote region whose code
   * arrives later hydrates after the session came in; it must read this state while hydrating, not the store's
   * current one (a logged-in visitor's answers are keyed by the token: a mismatch, React's error 418).
   */
  hydration?: { initial: Omit<SsrContextValue, 'hydrated'>; onHydrated: () => void; serverState: RootState };
}

export function App({ store, navigation, session, config, hydration }: AppProps) {
  const ssr = useHydrationState(hydration);
  return (
    <AppFrame store={store} serverState={hydration?.serverState} session={session} config={config} ssr={ssr}>
      <BrowserRouter>
        <RouterContent bridge={<NavigationBridge store={navigation} />} />
      </BrowserRouter>
    </AppFrame>
  );
}

/**
 * What the router holds, the same on the server and in the browser: the browser's navigation bridge (none on the
 * server) keeps its place among the children, so React gives every `useId` below it the same id in both.
 */
export function RouterContent({ bridge = null }: { bridge?: ReactNode }) {
  return (
    <>
      {bridge}
      <AppRoutes />
    </>
  );
}

/** How long the switch to the browser's state waits for the remote regions' code. */
const HYDRATION_WAIT_MS = 5000;

function useHydrationState(hydration: AppProps['hydration']): SsrContextValue {
  const [hydrated, setHydrated] = useState(hydration === undefined);
  useEffect(() => {
    if (hydrated || !hydration) return;
    // A transition: a remote region whose code is still loading is yet server HTML (a dehydrated boundary). An urgent
    // context change would make React throw that HTML away and show the skeleton; a transition waits for the code.
    startTransition(() => {
      hydration.onHydrated();
      setHydrated(true);
    });
    // Code that never arrives (a hung request) must not keep the visitor's session out: then the region gives way.
    const giveUp = setTimeout(() => setHydrated(true), HYDRATION_WAIT_MS);
    return () => clearTimeout(giveUp);
  }, [hydrated, hydration]);
  useEffect(() => {
    // Every server-rendered region has hydrated (the transition waited for them): the page is interactive.
    if (!hydrated) return;
    document.documentElement.dataset.hydrated = 'true';
    forgetServerRegions();
  }, [hydrated]);
  return useMemo(() => (hydration ? { ...hydration.initial, hydrated } : BROWSER_ONLY), [hydration, hydrated]);
}

/** Remotes embed each other's components through this, inside the shell's error boundary. */
function InlineRemote({ remote, module, props, load = 'eager' }: RemoteSlotProps) {
  const nearModules = useContext(LiveNearModulesSink);
  const region = (standIn?: ReactNode) => <RemoteModule remote={remote} module={module as never} props={props} variant="inline" standIn={standIn} />;
  if (load === 'visible') return <DeferredRegion>{region()}</DeferredRegion>;
  if (load === 'near') {
    nearModules?.(`${remote}/${module}`);
    return <LiveNearViewport>{region}</LiveNearViewport>;
  }
  return region();
}
