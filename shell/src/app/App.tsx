import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { RemoteSlotContext, type RemoteSlotProps, type RuntimeConfig } from '@vinkompassen/shared-contracts';
import { RemoteModule } from '../federation/RemoteModule';
import { SessionProvider } from '../auth/SessionContext';
import type { Session } from '../auth/session';
import { NavigationBridge, type NavigationStore } from '../routing/navigationBridge';
import { AppRoutes } from '../routing/router';
import { RuntimeConfigContext } from './RuntimeConfigContext';
import type { AppStore } from './store';

interface AppProps {
  store: AppStore;
  navigation: NavigationStore;
  session: Session;
  config: RuntimeConfig | null;
}

export function App({ store, navigation, session, config }: AppProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        <RuntimeConfigContext.Provider value={config}>
          <SessionProvider session={session}>
            <RemoteSlotContext.Provider value={InlineRemote}>
              <BrowserRouter>
                <NavigationBridge store={navigation} />
                <AppRoutes />
              </BrowserRouter>
            </RemoteSlotContext.Provider>
          </SessionProvider>
        </RuntimeConfigContext.Provider>
      </Provider>
    </StrictMode>
  );
}

/** Remotes embed each other's components through this, inside the shell's error boundary. */
function InlineRemote({ remote, module, props }: RemoteSlotProps) {
  return <RemoteModule remote={remote} module={module as never} props={props} variant="inline" />;
}
