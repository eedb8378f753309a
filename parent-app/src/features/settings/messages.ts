import { translator } from 'shared';

/** The texts of the parent's Settings. */
export const t = translator({
  'settings.title': 'Settings',
  'settings.back': 'Back to your dashboard',
  'settings.emails.title': 'Emails',
  'settings.emails.label': 'Email me when my child finishes a quiz',
  'settings.emails.help':
    'At most one email an hour for each child, with every quiz finished in that hour. Each email has a link to stop them.',
  'settings.appearance.title': 'Appearance',
  'settings.device.title': 'Notifications on this device',
  'verify.body': 'Please verify your email address: we sent a link to {email}. Until then, no email from us reaches you.',
  'verify.resend': 'Send the link again',
  'verify.sent': 'Sent: check your inbox, and your spam folder too.',
  'settings.saved': 'Saved.',
  'settings.saveFailed': 'That change could not be saved. Try again in a moment.',

  'password.title': 'Change password',
  'password.current': 'Current password',
  'password.current.required': 'Type your current password',
  'password.new': 'New password',
  'password.new.required': 'Please choose a new password',
  'password.new.min': 'Your new password needs at least {min} characters',
  'password.new.same': 'Your new password must be different from the current one',
  'password.confirm': 'Confirm new password',
  'password.confirm.required': 'Please type your new password again',
  'password.confirm.mismatch': 'The two passwords do not match',
  'password.submit': 'Change password',
  'password.submitting': 'Changing...',
  'password.done': 'Your password is changed. You are still signed in here; every other device is signed out.',
  'password.failed': 'Your password could not be changed. Try again in a moment.',
  'password.signInAgain': 'Your password is changed, but we could not sign you in again here. Please sign in with your new password.',

  'email.title': 'Change email',
  'email.current': 'Your email now: {email}',
  'email.new': 'New email',
  'email.new.required': 'Type your new email',
  'email.new.invalid': 'Please enter a valid email address',
  'email.submit': 'Send a link to the new email',
  'email.submitting': 'Sending...',
  'email.sent':
    'If no other account uses {email}, a link is on its way there. Open it from that inbox and type your password to finish. Until then, you sign in with {current}.',
  'email.failed': 'The link could not be sent. Try again in a moment.',
  'email.tooMany': 'You have asked for 3 links this hour. Try again in an hour, or use the last link we sent.',

  'data.title': "Download my family's data",
  'data.help':
    'One file with your account, your children, every result and quiz, and what each child is learning (their skills and the questions they will practise again), to keep or to take elsewhere. Access codes and passwords are not in it.',
  'data.submit': "Download my family's data",
  'data.working': 'Preparing...',
  'data.done': 'Downloaded {file}.',
  'data.failed': 'Your data could not be downloaded. Try again in a moment.',

  'delete.title': 'Delete my account',
  'delete.help':
    'This removes your account, every child and all their results, quizzes and notifications, for good. Your children can no longer sign in. Download your data first if you want to keep it.',
  'delete.word': 'Type {word} to confirm',
  'delete.password': 'Your password',
  'delete.submit': 'Delete my account',
  'delete.submitting': 'Deleting...',
  'delete.failed': 'Your account could not be deleted. Try again in a moment.',
});
