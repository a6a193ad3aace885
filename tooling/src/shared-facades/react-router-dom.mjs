// What the shell and the remotes use of react-router-dom, provided to the share scope as the
// `react-router-dom` singleton. A shared package is never tree-shaken; this list is, so the first view
// carries the router without react-router 7's framework mode (server rendering, sessions, cookies).
// Add a name here when a package starts using it (shared-facades.test.mjs checks every import).
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  ScrollRestoration,
  createBrowserRouter,
  matchPath,
  matchRoutes,
  useLocation,
  useMatches,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
// react-router-dom's own RouterProvider: the DOM one, which flushes updates with react-dom.
export { RouterProvider } from 'react-router/dom';
