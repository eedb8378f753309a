import { t as common } from 'shared';
import type { DemoLogins } from 'shared/api';
import { useDemoLogins } from '../api/get-demo-logins.ts';
import { t } from '../messages.ts';

interface DemoLoginsCardProps {
  onUseParent: (login: DemoLogins['parent']) => void;
  onUseStudent: (login: DemoLogins['student']) => void;
}

/** The demo accounts of a backend that runs with demo data; nothing at all otherwise. */
export function DemoLoginsCard({ onUseParent, onUseStudent }: DemoLoginsCardProps) {
  // Never an error: without demo data the answer is null and the card stays away.
  const { data: logins } = useDemoLogins();
  if (!logins) return null;
  return (
    <section className="auth-card auth-demo" aria-labelledby="demo-logins-title">
      <h2 id="demo-logins-title" className="auth-demo-title">
        {t('login.demo.title')}
      </h2>
      <p className="auth-demo-intro">{t('login.demo.intro')}</p>
      <section aria-label={t('login.demo.parent')} className="auth-demo-login">
        <h3>{t('login.demo.parent')}</h3>
        <dl>
          <dt>{common('signIn.email')}</dt>
          <dd>{logins.parent.email}</dd>
          <dt>{common('signIn.password')}</dt>
          <dd>{logins.parent.password}</dd>
        </dl>
        <button type="button" className="auth-button auth-button-quiet" onClick={() => onUseParent(logins.parent)}>
          {t('login.demo.useParent')}
        </button>
      </section>
      <section aria-label={t('login.demo.student')} className="auth-demo-login">
        <h3>{t('login.demo.student')}</h3>
        <dl>
          <dt>{t('login.student.id')}</dt>
          <dd>{logins.student.studentId}</dd>
          <dt>{t('login.student.code')}</dt>
          <dd>{logins.student.accessCode}</dd>
        </dl>
        <button type="button" className="auth-button auth-button-quiet" onClick={() => onUseStudent(logins.student)}>
          {t('login.demo.useStudent')}
        </button>
      </section>
    </section>
  );
}
