import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'shared/router';
import { accessTo, homeFor, signInState, signInTarget, t } from 'shared';
import { sessionAtom } from 'shared/session';
import { PageLayout } from './page-layout.tsx';

/**
 * A remote guards its own routes, inside the shell and when it runs alone, by the same rule
 * the shell applies before loading it (`accessTo`).
 */
export function RequireRole({ children }: { children: ReactNode }) {
  const session = useAtomValue(sessionAtom);
  const location = useLocation();
  const access = accessTo(location, session.user);
  if (access.kind === 'signIn') return <Navigate to={signInTarget(access, session)} replace state={signInState(access, session)} />;
  if (access.kind === 'forbidden') {
    // In the area's frame, with Logout: a remote running alone has no shell around it.
    return (
      <PageLayout heading={t('forbidden.title')}>
        <div className="mcq-message">
          <p>{t('forbidden.body', { role: access.role, needed: access.needed })}</p>
          <Link to={homeFor(access.role)}>{t('nav.backHome')}</Link>
        </div>
      </PageLayout>
    );
  }
  return children;
}
