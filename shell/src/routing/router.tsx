import { createBrowserRouter, useMatches, type RouteObject, type UIMatch } from 'react-router-dom';
import { AppLayout } from '../app/AppLayout';
import { RouteElement } from './RouteElement';
import { NOT_FOUND_ROUTE, ROUTE_TABLE, type AppRoute } from './routeTable';

interface RouteHandle {
  route: AppRoute;
}

/** react-router objects for the route table; the layout reads each screen's flags from `handle`. */
export function buildRouteObjects(routes: readonly AppRoute[] = ROUTE_TABLE): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      children: [...routes, NOT_FOUND_ROUTE].map((route) => ({
        id: route.id,
        path: route.path,
        element: <RouteElement route={route} />,
        handle: { route } satisfies RouteHandle,
      })),
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRouteObjects());
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/** The screen being shown, from the route handles of the current matches (outermost first). */
export function routeOfHandles(handles: readonly unknown[]): AppRoute {
  for (let i = handles.length - 1; i >= 0; i -= 1) {
    const handle = handles[i] as RouteHandle | undefined;
    if (handle?.route) return handle.route;
  }
  return NOT_FOUND_ROUTE;
}

export function useCurrentRoute(): AppRoute {
  return routeOfHandles(useMatches().map((match: UIMatch) => match.handle));
}
