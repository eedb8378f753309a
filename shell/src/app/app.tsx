import { useState } from 'react';
import { RouterProvider } from 'shared/router';
import { createShellRouter, type LoadedPages } from './router.tsx';

/** The shell; `loaded`: pages whose code is in already (the prerendered sign-in's), shown with no loading step. */
export function App({ loaded }: { loaded?: LoadedPages }) {
  const [router] = useState(() => createShellRouter(loaded));
  return <RouterProvider router={router} />;
}
