import type { ReactNode } from 'react';
import { Link } from 'shared/router';
import { paths } from 'shared';
import { t } from '../messages.ts';
import { usePageTitle } from 'shared/ui/page-change';

interface AccountCardProps {
  /** Names the card's heading (`${id}-title`). */
  id: string;
  title: string;
  intro: string;
  /** Once done, what happened, in place of the form. */
  done: ReactNode;
  /** Why the last try did not work, read out at once. */
  problem: ReactNode;
  /** The form. */
  children: ReactNode;
  /** Where "Back to sign in" goes: the parents' and children's sign-in unless told (an author's). */
  signIn?: string;
}

/**
 * The frame of the pages an account email leads to, and of the request for one: a heading, an intro,
 * the problem when there is one, the form, the answer once done, and the way back to the sign-in.
 */
export function AccountCard({ id, title, intro, done, problem, children, signIn = paths.login }: AccountCardProps) {
  usePageTitle(title);
  return (
    <main className="auth-page">
      <section className="auth-card" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className="auth-title">
          {title}
        </h1>
        {done ? (
          <p className="auth-alert" role="status">
            {done}
          </p>
        ) : (
          <>
            <p className="auth-intro">{intro}</p>
            {problem && (
              <p className="auth-alert auth-alert-error" role="alert">
                {problem}
              </p>
            )}
            {children}
          </>
        )}
        <p className="auth-link">
          <Link to={signIn}>{t('account.signIn')}</Link>
        </p>
      </section>
    </main>
  );
}
