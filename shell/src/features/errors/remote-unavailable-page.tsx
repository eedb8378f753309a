import { useLocation, useNavigate } from 'shared/router';
import { t } from 'shared';
import { ShellHeader } from '../../components/shell-header.tsx';
import { usePageTitle } from 'shared/ui/page-change';

/** A remote that cannot load at all: the shell's header stays, so nobody is stuck signed in. */
export function RemoteUnavailablePage() {
  usePageTitle(t('remote.unavailable.title'));
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <ShellHeader />
      <main className="shell-message">
        {/* Said at once: a landmark cannot also be an alert, so the words are one inside it. */}
        <div role="alert">
          <h1>{t('remote.unavailable.title')}</h1>
          <p>{t('remote.unavailable.body')}</p>
        </div>
        {/* Opening the same path again asks for the remote again. */}
        <button type="button" className="shell-button" onClick={() => navigate(location, { replace: true })}>
          {t('remote.unavailable.retry')}
        </button>
      </main>
    </>
  );
}
