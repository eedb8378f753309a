import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ThemeConfig } from 'antd';
import { Outlet } from 'shared/router';
import { AreaTitle } from './area-title.ts';
import { RequireRole } from './require-role.tsx';
import { ThemeProvider } from './theme-provider.tsx';
import './page-layout.css';

/** The frame around every screen of a remote: its name, theme, QueryClient and own guard. */
export function AreaFrame({ title, queryClient, theme }: { title: string; queryClient: QueryClient; theme?: ThemeConfig }) {
  return (
    <AreaTitle value={title}>
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          <RequireRole>
            <Outlet />
          </RequireRole>
        </QueryClientProvider>
      </ThemeProvider>
    </AreaTitle>
  );
}
