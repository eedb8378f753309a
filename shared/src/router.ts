// The portal's one router, a federation singleton. Shared whole, React Router would be one 180 KB
// chunk (its server and framework parts included); through this module every app downloads only
// the parts the portal uses. Apps import routing from here, never from react-router itself.
export {
  createBrowserRouter,
  createMemoryRouter,
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
  useParams,
  useRouteError,
  useSearchParams,
  type InitialEntry,
  type RouteObject,
} from 'react-router';
