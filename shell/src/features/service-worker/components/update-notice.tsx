import { useState, useSyncExternalStore } from 'react';
import { pathNameOf } from 'shared';
import { useLocation } from 'shared/router';
import { t } from '../messages.ts';
import { onUpdateOffered, waitingUpdate } from '../update-ready.ts';
import './update-notice.css';

/**
 * "A new version is ready - Reload", once a new version of the portal is installed and waiting. The
 * page changes only when its user presses Reload, and never during a quiz: there the notice waits
 * until the child has left it.
 */
export function UpdateNotice() {
  const update = useSyncExternalStore(onUpdateOffered, waitingUpdate, () => null);
  const { pathname } = useLocation();
  // Later hides it until the next visit, which brings the new version by itself.
  const [later, setLater] = useState(false);
  if (!update || later || pathNameOf(pathname) === 'quiz') return null;
  return (
    <aside className="shell-update" aria-label={t('update.label')}>
      <p role="status">{t('update.ready')}</p>
      <button type="button" className="shell-button" onClick={update}>
        {t('update.reload')}
      </button>
      <button type="button" className="shell-button shell-button-quiet" onClick={() => setLater(true)}>
        {t('update.later')}
      </button>
    </aside>
  );
}
