import { StrictMode, useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { RemoteSlotContext, type RemoteSlotProps, type RuntimeConfig } from '@vinkompassen/shared-contracts';
import { RemoteModule } from '../federation/RemoteModule';
import { SessionProvider } from '../auth/SessionContext';
import type { Session } from '../auth/session';
import { NavigationBridge, type NavigationStore } from '../routing/navigationBridge';
import { AppRoutes } from '../routing/router';
import { RuntimeConfigContext } from './RuntimeConfigContext';
import { BROWSER_ONLY, SsrContext, type SsrContextValue } from './SsrContext';
import type { AppStore } from './store';

interface AppFrameProps {
  store: AppStore;
  session: Session;
  config: RuntimeConfig | null;
  ssr: SsrContextValue;
  children: ReactNode;
}

/** The providers around the router, the same on the server and in the browser (so hydration matches). */
export function AppFrame({ store, session, config, ssr, children }: AppFrameProps) {
  return (
    <StrictMode>
      <Provider store={store}>
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
  /** Hydrating server HTML: the first render is the server's (anonymous); `onHydrated` then brings in the browser's state. */
  hydration?: { initial: Omit<SsrContextValue, 'hydrated'>; onHydrated: () => void };
}

export function App({ store, navigation, session, config, hydration }: AppProps) {
  const ssr = useHydrationState(hydration);
  return (
    <AppFrame store={store} session={session} config={config} ssr={ssr}>
      <BrowserRouter>
        <NavigationBridge store={navigation} />
        <AppRoutes />
      </BrowserRouter>
    </AppFrame>
  );
}

function useHydrationState(hydration: AppProps['hydration']): SsrContextValue {
  const [hydrated, setHydrated] = useState(hydration === undefined);
  useEffect(() => {
    if (hydrated || !hydration) return;
    // Same batch: the restored session and `hydrated` arrive in one render.
    hydration.onHydrated();
    setHydrated(true);
  }, [hydrated, hydration]);
  if (!hydration) return BROWSER_ONLY;
  return { ...hydration.initial, hydrated };
}

/** Remotes embed each other's components through this, inside the shell's error boundary. */
function InlineRemote({ remote, module, props }: RemoteSlotProps) {
  return <RemoteModule remote={remote} module={module as never} props={props} variant="inline" />;
}
