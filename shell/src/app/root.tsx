import { QueryClientProvider } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'shared/router';
import { createQueryClient, paths } from 'shared';
import { sessionAtom } from 'shared/session';
import { useFocusOnPageChange } from 'shared/ui/page-change';
import { t } from '../features/account/messages.ts';
import { UpdateNotice } from '../features/service-worker/components/update-notice.tsx';
import { preloadHome } from './federation/remotes.ts';
import { useDeviceThemeOutsideAreas } from './use-device-theme-outside-areas.ts';
import { useSessionCheck } from './use-session-check.ts';
import './styles.css';

const queryClient = createQueryClient();

/** Everything under the shell's router: the session check, the shell's data, a sign of a page on its way, and where each page scrolls to. */
export function Root() {
  useSessionCheck();
  useDeviceThemeOutsideAreas();
  useFocusOnPageChange();
  // From the moment a sign-in is sent, the home of the role signing in is fetched beside it (a
  // page load with a stored session preloads its own page already).
  const { loading, loginType, notice } = useAtomValue(sessionAtom);
  const signingInAs = loading ? loginType : null;
  useEffect(() => {
    if (signingInAs) preloadHome(signingInAs);
  }, [signingInAs]);
  const navigating = useNavigation().state !== 'idle';
  const { pathname } = useLocation();
  // A parent who deleted their account lands on the landing page, which says it is done.
  const deleted = notice === 'accountDeleted' && pathname === paths.landing;
  return (
    <QueryClientProvider client={queryClient}>
      {navigating && <div className="shell-progress" role="progressbar" aria-label="Loading the page" />}
      {deleted && (
        <aside className="shell-account-deleted" aria-label={t('deleted.label')}>
          <p role="status">{t('deleted.notice')}</p>
        </aside>
      )}
      <Outlet />
      <UpdateNotice />
      {/* A new page opens at its top; Back returns to where the page was left. */}
      <ScrollRestoration />
    </QueryClientProvider>
  );
}
