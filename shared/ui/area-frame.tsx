import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useAtomValue } from 'jotai';
import type { ThemeConfig } from 'antd';
import { useMemo, type ComponentType, type ReactNode } from 'react';
import { Outlet } from 'shared/router';
import { savedCopyOptions, t } from 'shared';
import { sessionAtom } from 'shared/session';
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

/**
 * The area's QueryClient, restored from the signed-in account's saved copy before any read starts and
 * saved again as reads come in (query-persistence.ts); one copy per account, so a change of account
 * starts from that account's own.
 */
function AreaQueryClient({ area, client, children }: { area: string; client: QueryClient; children: ReactNode }) {
  const accountId = useAtomValue(sessionAtom).user?.id;
  const persistOptions = useMemo(() => (accountId ? savedCopyOptions(accountId, area) : null), [accountId, area]);
  if (!accountId || !persistOptions) return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return (
    <PersistQueryClientProvider key={accountId} client={client} persistOptions={persistOptions}>
      {children}
    </PersistQueryClientProvider>
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
        <AreaQueryClient area={title} client={queryClient}>
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
        </AreaQueryClient>
      </ThemeProvider>
    </AreaTitle>
  );
}
