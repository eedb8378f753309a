import { Link } from 'shared/router';
import { homeFor, t, type Role } from 'shared';
import { ShellHeader } from '../../components/shell-header.tsx';
import { usePageTitle } from 'shared/ui/page-change';

export function ForbiddenPage({ role, needed }: { role: Role; needed: Role }) {
  usePageTitle(t('forbidden.title'));
  return (
    <>
      <ShellHeader />
      <main className="shell-message">
        <h1>{t('forbidden.title')}</h1>
        <p>{t('forbidden.body', { role, needed })}</p>
        <Link className="shell-button" to={homeFor(role)}>
          {t('nav.backHome')}
        </Link>
      </main>
    </>
  );
}
