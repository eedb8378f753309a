import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useRouteError } from 'shared/router';
import { homeFor, t } from 'shared';
import { sessionAtom } from 'shared/session';
import { PageLayout } from './page-layout.tsx';

/**
 * The error boundary of every screen: a bug in one screen is shown inside the area's frame,
 * with a way back, while the header and the other screens keep working.
 */
export function RouteError() {
  const error = useRouteError();
  const { user } = useAtomValue(sessionAtom);
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => console.error('A screen failed', error), [error]);
  return (
    <PageLayout heading={t('routeError.title')}>
      <div className="mcq-message" role="alert">
        <p>{t('routeError.body')}</p>
        <button type="button" className="mcq-button mcq-button-primary" onClick={() => navigate(location, { replace: true })}>
          {t('state.retry')}
        </button>
        {user && <Link to={homeFor(user.type)}>{t('nav.backHome')}</Link>}
      </div>
    </PageLayout>
  );
}
