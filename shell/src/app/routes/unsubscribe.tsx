import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'shared/router';
import { paths } from 'shared';
import { t } from '../../features/emails/messages.ts';
import { stopEmails } from '../../features/emails/stop-emails.ts';
import '../../features/help/help.css';
import { usePageTitle } from 'shared/ui/page-change';

/**
 * `/unsubscribe?token=`: the page an email's "Stop these emails" link opens. It turns the emails off as it
 * opens (one click, no sign-in); a mail scanner that fetches the link without running it changes nothing.
 */
export function UnsubscribePage() {
  usePageTitle(t('unsubscribe.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<{ problem: string } | null>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void stopEmails(token).then((problem) => setOutcome({ problem }));
  }, [token]);
  return (
    <main className="help-page">
      <h1>{t('unsubscribe.title')}</h1>
      <div role="status">
        {outcome === null ? (
          <p>{t('unsubscribe.working')}</p>
        ) : outcome.problem ? (
          <p>{outcome.problem}</p>
        ) : (
          <>
            <p>{t('unsubscribe.done')}</p>
            <p>{t('unsubscribe.again')}</p>
          </>
        )}
      </div>
      <p>
        <Link to={paths.login}>{t('unsubscribe.signIn')}</Link>
      </p>
    </main>
  );
}
