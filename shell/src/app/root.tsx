import { QueryClientProvider } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { Outlet, useNavigation } from 'shared/router';
import { createQueryClient } from 'shared';
import { sessionAtom } from 'shared/session';
import { preloadHome } from './federation/remotes.ts';
import { useSessionCheck } from './use-session-check.ts';
import './styles.css';

const queryClient = createQueryClient();

/** Everything under the shell's router: the session check, the shell's data, and a sign of a page on its way. */
export function Root() {
  useSessionCheck();
  // On a sign-in (not on a page load with a stored session, whose page is preloaded already).
  const role = useAtomValue(sessionAtom).user?.type;
  const previousRole = useRef(role);
  useEffect(() => {
    if (role && role !== previousRole.current) preloadHome(role);
    previousRole.current = role;
  }, [role]);
  const navigating = useNavigation().state !== 'idle';
  return (
    <QueryClientProvider client={queryClient}>
      {navigating && <div className="shell-progress" role="progressbar" aria-label="Loading the page" />}
      <Outlet />
    </QueryClientProvider>
  );
}
