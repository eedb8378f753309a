import { Link } from 'shared/router';
import { paths } from 'shared';
import { t } from '../../features/help/messages.ts';
import '../../features/help/help.css';
import { usePageTitle } from 'shared/ui/page-change';

/** What a child does when signing in does not work, and where a parent resets a code. */
export function HelpPage() {
  usePageTitle(t('help.title'));
  return (
    <main className="help-page">
      <h1>{t('help.title')}</h1>
      <p>{t('help.intro')}</p>

      <section aria-labelledby="help-child">
        <h2 id="help-child">{t('help.child.title')}</h2>
        <ol>
          <li>{t('help.child.step1')}</li>
          <li>{t('help.child.step2')}</li>
          <li>{t('help.child.step3')}</li>
        </ol>
      </section>

      <section aria-labelledby="help-parent">
        <h2 id="help-parent">{t('help.parent.title')}</h2>
        <ul>
          <li>{t('help.parent.resetCode')}</li>
          <li>{t('help.parent.studentId')}</li>
          <li>{t('help.parent.card')}</li>
          <li>{t('help.parent.locked')}</li>
          <li>{t('help.parent.forgot')}</li>
          <li>
            <Link to={paths.signup}>{t('help.parent.signup')}</Link>
          </li>
        </ul>
        <p>
          <Link to={paths.privacy}>{t('help.privacy')}</Link>
        </p>
      </section>

      <nav className="help-nav" aria-label={t('help.title')}>
        <Link to={paths.login}>{t('help.backToLogin')}</Link>
        <Link to={paths.landing}>{t('help.backHome')}</Link>
      </nav>
    </main>
  );
}
