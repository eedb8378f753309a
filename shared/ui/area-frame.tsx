import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ThemeConfig } from 'antd';
import type { ComponentType, ReactNode } from 'react';
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

/** What wraps an area's pages inside its guard, to give them its own navigation (`AreaNavigation`). */
export type AreaNavigationFrame = ComponentType<{ children: ReactNode }>;

/** The frame around every screen of a remote: its name, theme (light or dark), QueryClient and own guard; the area's own navigation when it has one. */
export function AreaFrame({
  title,
  queryClient,
  theme,
  navigation: Navigation,
}: {
  title: string;
  queryClient: QueryClient;
  theme?: ThemeConfig;
  navigation?: AreaNavigationFrame;
}) {
  const mode = useDocumentTheme();
  return (
    <AreaTitle value={title}>
      <ThemeProvider theme={theme} mode={mode}>
        <QueryClientProvider client={queryClient}>
          <RequireRole>
            <LiveNotifications />
            {Navigation ? (
              <Navigation>
                <Outlet />
              </Navigation>
            ) : (
              <Outlet />
            )}
          </RequireRole>
        </QueryClientProvider>
      </ThemeProvider>
    </AreaTitle>
  );
}
