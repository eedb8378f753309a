import { useAtomValue } from 'jotai';
import { describeError } from 'shared';
import { sessionAtom } from 'shared/session';
import { Notice } from 'shared/ui';
import { useAccountCheck } from '../api/get-account-check.ts';
import { useRequestVerification } from '../api/request-verification.ts';
import { t } from '../messages.ts';

/**
 * A calm line while the parent's address is not verified: the portal works meanwhile, but no email goes
 * to it; the link can be sent again. Nothing shows once it is verified (or while that is not known).
 */
export function VerifyEmailNotice() {
  const email = useAtomValue(sessionAtom).user?.email ?? '';
  const account = useAccountCheck();
  const resend = useRequestVerification();
  if (!account.data || account.data.verified) return null;
  return (
    <Notice
      type="info"
      role="note"
      action={
        <button type="button" className="mcq-button" disabled={resend.isPending || resend.isSuccess} onClick={() => resend.mutate(email)}>
          {t('verify.resend')}
        </button>
      }
    >
      {t('verify.body', { email })}{' '}
      <span role="status">{resend.isSuccess ? t('verify.sent') : resend.isError ? describeError(resend.error) : ''}</span>
    </Notice>
  );
}
