import { Route, Routes } from 'react-router-dom';
import { AppLayout } from '../app/AppLayout';
import { SCREENS } from './currentRoute';
import { RouteElement } from './RouteElement';

/** Every screen in the layout; `*` catches any other path. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {SCREENS.map((route) => (
          <Route key={route.id} path={route.path} element={<RouteElement route={route} />} />
        ))}
      </Route>
    </Routes>
  );
}
