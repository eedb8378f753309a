import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { Outlet } from 'shared/router';
import { RequireRole } from './require-role.tsx';
import { ThemeProvider } from './theme-provider.tsx';
import './page-layout.css';

const AreaTitle = createContext('');

/** The name of the area a screen belongs to, shown in its header. */
export function useAreaTitle(): string {
  return useContext(AreaTitle);
}

/** The frame around every screen of a remote: its name, theme, QueryClient and own guard. */
export function AreaFrame({ title, queryClient }: { title: string; queryClient: QueryClient }) {
  return (
    <AreaTitle value={title}>
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>
          <RequireRole>
            <Outlet />
          </RequireRole>
        </QueryClientProvider>
      </ThemeProvider>
    </AreaTitle>
  );
}
