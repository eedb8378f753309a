import { Link } from 'shared/router';
import { paths } from 'shared';
import { t } from '../../features/help/messages.ts';
import '../../features/help/help.css';

/** What the portal stores about a child, and how a parent deletes it, in plain words. */
export function PrivacyPage() {
  return (
    <main className="help-page">
      <h1>{t('privacy.title')}</h1>
      <p>{t('privacy.intro')}</p>

      <section aria-labelledby="privacy-child">
        <h2 id="privacy-child">{t('privacy.child.title')}</h2>
        <ul>
          <li>{t('privacy.child.account')}</li>
          <li>{t('privacy.child.code')}</li>
          <li>{t('privacy.child.work')}</li>
        </ul>
        <p>{t('privacy.child.none')}</p>
      </section>

      <section aria-labelledby="privacy-delete">
        <h2 id="privacy-delete">{t('privacy.delete.title')}</h2>
        <p>{t('privacy.delete.steps')}</p>
        <p>{t('privacy.delete.parent')}</p>
      </section>

      <section aria-labelledby="privacy-parent">
        <h2 id="privacy-parent">{t('privacy.parent.title')}</h2>
        <p>{t('privacy.parent.account')}</p>
      </section>

      <section aria-labelledby="privacy-technical">
        <h2 id="privacy-technical">{t('privacy.technical.title')}</h2>
        <ul>
          <li>{t('privacy.technical.session')}</li>
          <li>{t('privacy.technical.lockout')}</li>
          <li>{t('privacy.technical.logs')}</li>
        </ul>
      </section>

      <nav className="help-nav" aria-label={t('privacy.title')}>
        <Link to={paths.help}>{t('help.title')}</Link>
        <Link to={paths.landing}>{t('privacy.backHome')}</Link>
      </nav>
    </main>
  );
}
