import { Navigate } from 'react-router-dom';
import { ROUTES } from '@vinkompassen/shared-contracts';
import { useAppSelector } from '../app/hooks';
import { RemoteModule } from '../federation/RemoteModule';
import type { AppRoute } from './routeTable';

/** One route's screen: the auth guard, then a shell page or a remote module. */
export function RouteElement({ route }: { route: AppRoute }) {
  const hasToken = useAppSelector((state) => state.auth.token !== null);
  if (route.flags.requiresAuth && !hasToken) return <Navigate to={ROUTES.home} replace />;

  const { content } = route;
  if ('Component' in content) return <content.Component />;
  // Keyed so a failed module's fallback does not follow the user to another route.
  return <RemoteModule key={`${content.remote}/${content.module}`} remote={content.remote} module={content.module} />;
}
