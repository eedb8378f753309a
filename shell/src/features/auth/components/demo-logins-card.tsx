import { Button, Card } from 'antd';
import { t } from 'shared';
import { useRequest } from 'shared/ui';
import { getDemoLogins, type DemoLogins } from '../api/get-demo-logins.ts';

interface DemoLoginsCardProps {
  onUseParent: (login: DemoLogins['parent']) => void;
  onUseStudent: (login: DemoLogins['student']) => void;
}

/** The demo accounts of a backend that runs with demo data; nothing at all otherwise. */
export function DemoLoginsCard({ onUseParent, onUseStudent }: DemoLoginsCardProps) {
  // getDemoLogins never fails: without demo data it answers null and the card stays away.
  const { data: logins } = useRequest(getDemoLogins, '');
  if (!logins) return null;
  return (
    <Card
      className="auth-demo"
      size="small"
      title={<h2 className="auth-demo-title">{t('login.demo.title')}</h2>}
    >
      <p className="auth-demo-intro">{t('login.demo.intro')}</p>
      <section aria-label={t('login.demo.parent')} className="auth-demo-login">
        <h3>{t('login.demo.parent')}</h3>
        <dl>
          <dt>{t('login.parent.email')}</dt>
          <dd>{logins.parent.email}</dd>
          <dt>{t('login.parent.password')}</dt>
          <dd>{logins.parent.password}</dd>
        </dl>
        <Button size="small" onClick={() => onUseParent(logins.parent)}>
          {t('login.demo.useParent')}
        </Button>
      </section>
      <section aria-label={t('login.demo.student')} className="auth-demo-login">
        <h3>{t('login.demo.student')}</h3>
        <dl>
          <dt>{t('login.student.id')}</dt>
          <dd>{logins.student.studentId}</dd>
          <dt>{t('login.student.code')}</dt>
          <dd>{logins.student.accessCode}</dd>
        </dl>
        <Button size="small" onClick={() => onUseStudent(logins.student)}>
          {t('login.demo.useStudent')}
        </Button>
      </section>
    </Card>
  );
}
