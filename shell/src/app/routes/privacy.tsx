import { Link } from 'shared/router';
import { paths, PRIVACY_POLICY_VERSION } from 'shared';
import { t } from '../../features/help/messages.ts';
import '../../features/help/help.css';
import { usePageTitle } from 'shared/ui/page-change';

/** The policy's date, as a parent reads it: 6 December 2026. */
const versionDate = new Date(`${PRIVACY_POLICY_VERSION}T12:00:00Z`).toLocaleDateString('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** What the portal keeps about a family, for how long, and how a parent deletes it or takes a copy, in plain words. */
export function PrivacyPage() {
  usePageTitle(t('privacy.title'));
  return (
    <main className="help-page">
      <h1>{t('privacy.title')}</h1>
      <p>{t('privacy.intro')}</p>
      <p>{t('privacy.version', { date: versionDate })}</p>

      <section aria-labelledby="privacy-child">
        <h2 id="privacy-child">{t('privacy.child.title')}</h2>
        <ul>
          <li>{t('privacy.child.account')}</li>
          <li>{t('privacy.child.code')}</li>
          <li>{t('privacy.child.settings')}</li>
          <li>{t('privacy.child.work')}</li>
        </ul>
        <p>{t('privacy.child.none')}</p>
      </section>

      <section aria-labelledby="privacy-parent">
        <h2 id="privacy-parent">{t('privacy.parent.title')}</h2>
        <ul>
          <li>{t('privacy.parent.account')}</li>
          <li>{t('privacy.parent.consent')}</li>
          <li>{t('privacy.parent.settings')}</li>
        </ul>
      </section>

      <section aria-labelledby="privacy-keep">
        <h2 id="privacy-keep">{t('privacy.keep.title')}</h2>
        <ul>
          <li>{t('privacy.keep.accounts')}</li>
          <li>{t('privacy.keep.notices')}</li>
          <li>{t('privacy.keep.emails')}</li>
          <li>{t('privacy.keep.lockout')}</li>
          <li>{t('privacy.keep.logs')}</li>
          <li>{t('privacy.keep.backups')}</li>
          <li>{t('privacy.keep.counts')}</li>
        </ul>
      </section>

      <section aria-labelledby="privacy-device">
        <h2 id="privacy-device">{t('privacy.device.title')}</h2>
        <ul>
          <li>{t('privacy.device.session')}</li>
          <li>{t('privacy.device.copy')}</li>
          <li>{t('privacy.device.mark')}</li>
        </ul>
      </section>

      <section aria-labelledby="privacy-delete">
        <h2 id="privacy-delete">{t('privacy.delete.title')}</h2>
        <ul>
          <li>{t('privacy.delete.child')}</li>
          <li>{t('privacy.delete.parent')}</li>
          <li>{t('privacy.delete.export')}</li>
        </ul>
      </section>

      <nav className="help-nav" aria-label={t('privacy.title')}>
        <Link to={paths.help}>{t('help.title')}</Link>
        <Link to={paths.landing}>{t('privacy.backHome')}</Link>
      </nav>
    </main>
  );
}
