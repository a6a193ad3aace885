import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { RemoteSlotContext, type RemoteSlotProps, type RuntimeConfig } from '@vinkompassen/shared-contracts';
import { RemoteModule } from '../federation/RemoteModule';
import { SessionProvider } from '../auth/SessionContext';
import type { Session } from '../auth/session';
import type { AppRouter } from '../routing/router';
import { RuntimeConfigContext } from './RuntimeConfigContext';
import type { AppStore } from './store';

interface AppProps {
  store: AppStore;
  router: AppRouter;
  session: Session;
  config: RuntimeConfig | null;
}

export function App({ store, router, session, config }: AppProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        <RuntimeConfigContext.Provider value={config}>
          <SessionProvider session={session}>
            <RemoteSlotContext.Provider value={InlineRemote}>
              <RouterProvider router={router} />
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
