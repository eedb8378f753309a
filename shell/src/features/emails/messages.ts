import { translator } from 'shared';

/** The texts of the page an email's "Stop these emails" link opens. */
export const t = translator({
  'unsubscribe.title': 'Stop emails',
  'unsubscribe.working': 'Turning emails off...',
  'unsubscribe.done': 'Done: you will no longer get emails from MCQ Revision for Primary School.',
  'unsubscribe.again': 'Changed your mind? Sign in and turn them back on in Settings.',
  'unsubscribe.noToken': 'This link is missing its code. Open the link from the email again, or sign in and turn emails off in Settings.',
  'unsubscribe.failed': 'Emails could not be turned off just now. Try the link again in a moment.',
  'unsubscribe.signIn': 'Go to sign in',
});
