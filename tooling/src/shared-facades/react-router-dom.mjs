// What the shell and the remotes use of react-router-dom, provided to the share scope as the
// `react-router-dom` singleton. A shared package is never tree-shaken; this list is, so the first view
// carries the router without react-router 7's framework mode (server rendering, sessions, cookies).
// Declarative names only: the data router (createBrowserRouter, RouterProvider) more than doubles the chunk.
// Add a name here when a package starts using it (shared-facades.test.mjs checks every import).
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  matchPath,
  matchRoutes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
