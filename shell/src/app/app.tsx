import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createShellRouter } from './router.tsx';

export function App() {
  const [router] = useState(createShellRouter);
  return <RouterProvider router={router} />;
}
