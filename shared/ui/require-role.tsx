import { Result } from 'antd';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { accessTo, homeFor, t } from 'shared';
import { sessionAtom } from 'shared/session';

/**
 * A remote guards its own routes, inside the shell and when it runs alone, by the same rule
 * the shell applies before loading it (`accessTo`).
 */
export function RequireRole({ children }: { children: ReactNode }) {
  const { user } = useAtomValue(sessionAtom);
  const location = useLocation();
  const access = accessTo(location, user);
  if (access.kind === 'signIn') return <Navigate to={access.to} replace state={{ from: access.from }} />;
  if (access.kind === 'forbidden') {
    return (
      <main>
        <Result
          status="403"
          title={<h1>{t('forbidden.title')}</h1>}
          subTitle={t('forbidden.body', { role: access.role, needed: access.needed })}
          extra={<Link to={homeFor(access.role)}>{t('nav.backHome')}</Link>}
        />
      </main>
    );
  }
  return children;
}
