// The portal's one router, a federation singleton: the few parts of a router the portal uses
// (a route table whose pages load when first opened, routes a remote adds when its path is first
// opened, links, the address's params and search, error boundaries, scroll restoration), in a few
// KB instead of React Router's 30 KB of gzip on every signed-in page. Apps import routing from
// here; its API is React Router's, for the parts it has.
export {
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useNavigation,
  useOnLeave,
  useParams,
  useRouteError,
  useSearchParams,
  type NavigateFunction,
} from './components.tsx';
export type { InitialEntry, Location, NavigateOptions, To } from './location.ts';
export type { Params, RouteObject } from './matching.ts';
export { untilUserActs } from './user-input.ts';
export { createBrowserRouter, createMemoryRouter, type Router, type RouterState } from './router.ts';
