import { Link } from 'shared/router';
import { paths, t } from 'shared';
import { usePageTitle } from 'shared/ui/page-change';

export function NotFoundPage() {
  usePageTitle(t('notFound.title'));
  return (
    <main className="shell-message">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link className="shell-button" to={paths.landing}>
        {t('nav.home')}
      </Link>
    </main>
  );
}
