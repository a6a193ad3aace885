import { Navigate } from 'react-router-dom';
import { ROUTES } from '@vinkompassen/shared-contracts';
import { useAppSelector } from '../store/hooks';
import { useSsr } from '../ssr-context/SsrContext';
import { RemoteModule, RemoteSkeleton } from '../federation/RemoteModule';
import { isNotFoundKind, NotFoundPage } from '../pages/NotFoundPage';
import type { AppRoute } from './routeTable';
import { useServerNotFound } from './serverNotFound';

/** One route's screen: the auth guard, then a shell page or a remote module. */
export function RouteElement({ route }: { route: AppRoute }) {
  const hasToken = useAppSelector((state) => state.auth.token !== null);
  const { hydrated } = useSsr();
  // The server answered 404 here (an unknown wine, list, …): its not-found page is what hydrates.
  if (useServerNotFound(route.id)) return <NotFoundPage kind={isNotFoundKind(route.id) ? route.id : undefined} />;
  if (route.flags.requiresAuth && !hasToken) {
    // Before hydration the session is not known yet (the server renders every visitor as anonymous).
    return hydrated ? <Navigate to={ROUTES.home} replace /> : <RemoteSkeleton variant="page" />;
  }

  const { content } = route;
  if ('Component' in content) return <content.Component />;
  // Keyed so a failed module's fallback does not follow the user to another route.
  return <RemoteModule key={`${content.remote}/${content.module}`} remote={content.remote} module={content.module} />;
}
