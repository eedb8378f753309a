import { useState } from 'react';
import { RouterProvider } from 'shared/router';
import { createShellRouter } from './router.tsx';

export function App() {
  const [router] = useState(createShellRouter);
  return <RouterProvider router={router} />;
}
