import { translator } from 'shared';

/** The texts of the parent's Settings. */
export const t = translator({
  'settings.title': 'Settings',
  'settings.back': 'Back to your dashboard',
  'settings.emails.title': 'Emails',
  'settings.emails.label': 'Email me when my child finishes a quiz',
  'settings.emails.help': 'At most one email an hour for each child, with every quiz finished in that hour. Each email has a link to stop them.',
  'settings.appearance.title': 'Appearance',
  'verify.body': 'Please verify your email address: we sent a link to {email}. Until then, no email from us reaches you.',
  'verify.resend': 'Send the link again',
  'verify.sent': 'Sent: check your inbox, and your spam folder too.',
  'settings.saved': 'Saved.',
  'settings.failed': 'Your settings could not be loaded.',
  'settings.saveFailed': 'That change could not be saved. Try again in a moment.',
});
