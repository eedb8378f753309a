import { QueryClientProvider } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Outlet, useNavigation } from 'shared/router';
import { createQueryClient } from 'shared';
import { sessionAtom } from 'shared/session';
import { preloadHome } from './federation/remotes.ts';
import { useLightOutsideAreas } from './use-light-outside-areas.ts';
import { useSessionCheck } from './use-session-check.ts';
import './styles.css';

const queryClient = createQueryClient();

/** Everything under the shell's router: the session check, the shell's data, and a sign of a page on its way. */
export function Root() {
  useSessionCheck();
  useLightOutsideAreas();
  // From the moment a sign-in is sent, the home of the role signing in is fetched beside it (a
  // page load with a stored session preloads its own page already).
  const { loading, loginType } = useAtomValue(sessionAtom);
  const signingInAs = loading ? loginType : null;
  useEffect(() => {
    if (signingInAs) preloadHome(signingInAs);
  }, [signingInAs]);
  const navigating = useNavigation().state !== 'idle';
  return (
    <QueryClientProvider client={queryClient}>
      {navigating && <div className="shell-progress" role="progressbar" aria-label="Loading the page" />}
      <Outlet />
    </QueryClientProvider>
  );
}
