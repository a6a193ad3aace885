import { Route, Routes, useLocation } from 'react-router-dom';
import { AppLayout } from './AppLayout';
import { matchScreen } from '../routing/currentRoute';
import { RouteElement } from '../routing/RouteElement';

/**
 * The current screen in the layout. <Routes> gets only the route that matches (`matchScreen`: every screen and `*`,
 * ranked as react-router ranks them, memoised per path): it flattens and ranks all the routes it is given on every
 * render, which was a sixth of a server render of a page without data.
 */
export function AppRoutes() {
  const { route } = matchScreen(useLocation().pathname);
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path={route.path} element={<RouteElement route={route} />} />
      </Route>
    </Routes>
  );
}
