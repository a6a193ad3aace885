import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { RuntimeConfig } from '@vinkompassen/shared-contracts';
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
            <RouterProvider router={router} />
          </SessionProvider>
        </RuntimeConfigContext.Provider>
      </Provider>
    </StrictMode>
  );
}
