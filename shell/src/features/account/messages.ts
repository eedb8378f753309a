import { translator } from 'shared';

/** The texts of a parent's account screens reached from an email or the sign-in: verify, forgot and reset the password. */
export const t = translator({
  'verify.title': 'Verify your email',
  'verify.working': 'Checking your link...',
  'verify.done': 'Thank you: your email address is verified. The emails you chose in Settings now reach you.',
  'verify.failed': 'This link is not valid any more: it may have been used already. Sign in and ask for a new one from your dashboard.',
  'verify.noToken': 'This link is missing its code. Open the link from the email again.',

  'forgot.title': 'Forgot your password?',
  'forgot.intro': 'Type the email you signed up with. We will send you a link to choose a new password.',
  'forgot.email': 'Email',
  'forgot.submit': 'Send me a link',
  'forgot.submitting': 'Sending...',
  'forgot.sent':
    'If an account uses {email}, we have sent it a link to choose a new password. Check your inbox, and your spam folder too. The link works for 30 minutes.',

  'reset.title': 'Choose a new password',
  'reset.intro': 'After this, every device signed in to your account is signed out.',
  'reset.password': 'New password',
  'reset.passwordConfirm': 'Confirm new password',
  'reset.submit': 'Save my new password',
  'reset.submitting': 'Saving...',
  'reset.done': 'Your password is changed. Sign in with your new password.',
  'reset.invalid': 'This link is not valid any more: it may have been used or be over 30 minutes old. Ask for a new one.',
  'reset.noToken': 'This link is missing its code. Open the link from the email again, or ask for a new one.',
  'reset.again': 'Ask for a new link',

  'change.title': 'Confirm your new email',
  'change.intro': 'Type your password to use this email address for your account from now on.',
  'change.password': 'Password',
  'change.password.required': 'Please enter your password',
  'change.password.wrong': 'That is not the password of this account',
  'change.submit': 'Confirm my new email',
  'change.submitting': 'Confirming...',
  'change.done': 'Your email is changed. Sign in with your new email; every device signed in before is signed out.',
  'change.invalid':
    'This did not work: check your password, or the link may have been used or be too old. Ask for a new one from Settings.',
  'change.noToken': 'This link is missing its code. Open the link from the email again.',

  'deleted.label': 'Account deleted',
  'deleted.notice': "Your account and your children's accounts are deleted, with all their results. Thank you for learning with us.",

  'account.signIn': 'Go to sign in',
});
