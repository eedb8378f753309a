import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'shared/router';
import { paths } from 'shared';
import { confirmVerification, linkProblem } from '../../features/account/api.ts';
import { t } from '../../features/account/messages.ts';
import '../../features/help/help.css';
import { usePageTitle } from 'shared/ui/page-change';

/** `/verify-email?token=`: the link of the verification email; it verifies as it opens. */
export function VerifyEmailPage() {
  usePageTitle(t('verify.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<string | null>(token ? null : t('verify.noToken'));
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirmVerification(token).then(
      () => setOutcome(t('verify.done')),
      (error: unknown) => setOutcome(linkProblem(error, t('verify.failed'))),
    );
  }, [token]);
  return (
    <main className="help-page">
      <h1>{t('verify.title')}</h1>
      <div role="status">
        <p>{outcome ?? t('verify.working')}</p>
      </div>
      <p>
        <Link to={paths.login}>{t('account.signIn')}</Link>
      </p>
    </main>
  );
}
