import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useRouteError } from 'shared/router';
import { homeFor, t } from 'shared';
import { sessionAtom } from 'shared/session';
import { PageLayout } from './page-layout.tsx';
import { useOnline } from './use-online.ts';

/**
 * What a screen that failed shows, inside the area's frame, with a way back, while the header and
 * the other screens keep working; offline (its code not fetched yet), that it needs the internet.
 */
export function ScreenError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { user } = useAtomValue(sessionAtom);
  const online = useOnline();
  useEffect(() => console.error('A screen failed', error), [error]);
  return (
    <PageLayout heading={t(online ? 'routeError.title' : 'routeError.offline.title')}>
      <div className="mcq-message" role="alert">
        <p>{t(online ? 'routeError.body' : 'routeError.offline.body')}</p>
        <button type="button" className="mcq-button mcq-button-primary" onClick={onRetry}>
          {t('state.retry')}
        </button>
        {user && <Link to={homeFor(user.type)}>{t('nav.backHome')}</Link>}
      </div>
    </PageLayout>
  );
}

/** The error boundary of every screen: a screen that fails to render. Try again renders it anew. */
export function RouteError() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  return <ScreenError error={error} onRetry={() => void navigate(location, { replace: true })} />;
}
