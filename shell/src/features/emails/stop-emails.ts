import { describeError } from 'shared';
import { sendApi } from 'shared/api';
import { pb } from 'shared/session';
import { t } from './messages.ts';

/** Turns the emails of the account an email's link names off (`POST /api/unsubscribe`); needs no sign-in. Answers what went wrong, or '' when done. */
export async function stopEmails(token: string): Promise<string> {
  if (!token) return t('unsubscribe.noToken');
  try {
    await sendApi(pb, 'unsubscribe', { body: { token }, requestKey: null });
    return '';
  } catch (error) {
    return describeError(error, t('unsubscribe.failed'));
  }
}
