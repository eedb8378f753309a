import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Link, useRouteError } from 'shared/router';
import { homeFor, paths, t } from 'shared';
import { sessionAtom } from 'shared/session';
import { ShellHeader } from '../../components/shell-header.tsx';
import { usePageTitle } from 'shared/ui/page-change';

/**
 * The error boundary of the shell's routes: a page of the shell that fails (or a part of it that
 * could not be fetched after a new release) says so under the shell's header, with Logout for a
 * signed-in user. Try again reloads the page, which fetches the release that is there now.
 */
export function RouteErrorPage() {
  usePageTitle(t('routeError.title'));
  const error = useRouteError();
  const { user } = useAtomValue(sessionAtom);
  useEffect(() => console.error('A page of the shell failed', error), [error]);
  return (
    <>
      <ShellHeader />
      <main className="shell-message">
        <h1>{t('routeError.title')}</h1>
        <p role="alert">{t(user ? 'routeError.body' : 'routeError.body.signedOut')}</p>
        <button type="button" className="shell-button" onClick={() => window.location.reload()}>
          {t('state.retry')}
        </button>{' '}
        <Link className="shell-button shell-button-quiet" to={user ? homeFor(user.type) : paths.landing}>
          {user ? t('nav.backHome') : t('nav.home')}
        </Link>
      </main>
    </>
  );
}
