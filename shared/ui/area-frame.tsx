import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ThemeConfig } from 'antd';
import { Outlet } from 'shared/router';
import { t } from 'shared';
import { AreaTitle } from './area-title.ts';
import { useLiveNotifications } from './notifications/use-notifications.ts';
import { RequireRole } from './require-role.tsx';
import { ThemeProvider } from './theme-provider.tsx';
import { useDocumentTheme } from './use-theme.ts';
import './page-layout.css';

/** The signed-in person's notifications kept current for the area's whole visit; a newcomer announced to screen readers. */
function LiveNotifications() {
  const arrived = useLiveNotifications();
  return (
    <p aria-live="polite" className="mcq-visually-hidden">
      {arrived && t('notifications.arrived', { title: arrived })}
    </p>
  );
}

/** The frame around every screen of a remote: its name, theme (light or dark), QueryClient and own guard. */
export function AreaFrame({ title, queryClient, theme }: { title: string; queryClient: QueryClient; theme?: ThemeConfig }) {
  const mode = useDocumentTheme();
  return (
    <AreaTitle value={title}>
      <ThemeProvider theme={theme} mode={mode}>
        <QueryClientProvider client={queryClient}>
          <RequireRole>
            <LiveNotifications />
            <Outlet />
          </RequireRole>
        </QueryClientProvider>
      </ThemeProvider>
    </AreaTitle>
  );
}
