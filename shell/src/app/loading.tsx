import { t } from 'shared';

/** What shows while a page or a remote is on its way. */
export function Loading() {
  return (
    <main className="shell-message" aria-busy="true">
      <p role="status">{t('remote.loading')}</p>
    </main>
  );
}
