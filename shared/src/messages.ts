/**
 * The texts more than one app shows (docs/product.md), under flat dotted keys. Screens and
 * tests read them from here, so a wording changes in one place only.
 */
export const messages = {
  'app.tagline': 'MCQ Revision for Primary School',

  'signIn.email': 'Email',
  'signIn.email.required': 'Please enter your email',
  'signIn.email.invalid': 'Please enter a valid email address',
  'signIn.password': 'Password',
  'signIn.password.required': 'Please enter your password',
  'signIn.submitting': 'Signing in...',
  'signIn.error.default': 'Authentication failed',

  'offline.savedCopy': 'Showing what was saved at {time} - offline',
  'offline.savedCopy.earlier': 'Showing what was saved on {date} at {time} - offline',
  'offline.signIn': "You're offline. Connect to the internet to sign in.",

  'error.network': 'We could not reach the server. Check your internet connection and try again.',
  'error.rateLimited': 'Too many attempts. Please wait a minute and try again.',
  'error.default': 'Something went wrong.',
  'error.autocancelled': 'The request was autocancelled.',
  'error.notAuthorized': 'Not authorized',
  'error.notAuthenticated': 'Not authenticated',
  'error.invalidUserType': 'Invalid user type',
  'error.fetchStudents': 'Failed to fetch students',
  'error.fetchStudentAssignments': 'Failed to fetch student assignments',
  'error.updateStudent': 'Failed to update student',
  'error.fetchAssignments': 'Failed to fetch assignments',
  'error.createAssignment': 'Failed to create assignment',
  'error.updateAssignment': 'Failed to update assignment',
  'error.deleteAssignment': 'Failed to delete assignment',
  'error.fetchResults': 'Failed to fetch results',

  'remote.unavailable.title': 'This part of the portal is not available right now',
  'remote.unavailable.body': 'Please try again in a moment. The rest of the portal still works.',
  'remote.unavailable.retry': 'Try again',
  'remote.loading': 'Loading...',

  'state.loading': 'Loading...',
  'state.offline': "You're offline. What this screen shows needs the internet: it will load by itself when you are back online.",
  'state.retry': 'Try again',
  'routeError.title': 'Something went wrong',
  'routeError.body': 'This screen could not be shown. Try again, or go back to your dashboard: the rest of the portal still works.',
  'routeError.body.signedOut': 'This page could not be shown. Try again, or go to the home page.',
  'routeError.offline.title': "You're offline",
  'routeError.offline.body':
    'This screen needs the internet the first time it opens. It will open by itself when you are back online; the screens you opened before still work.',

  'notFound.title': 'Page not found',
  'notFound.body': 'We could not find the page you asked for.',
  'forbidden.title': 'This page is not for your account',
  'forbidden.body': 'You are signed in as a {role}. This page is for a {needed}.',
  'nav.backHome': 'Back to your dashboard',
  'nav.home': 'Go to the home page',
  'nav.logout': 'Logout',

  'notifications.title': 'Notifications',
  'notifications.unread': '{count} unread',
  'notifications.new': 'New',
  'notifications.empty': 'Nothing new yet. You will see news here.',
  'notifications.failed': 'Your notifications could not be loaded.',
  'notifications.markAll': 'Mark all as read',
  'notifications.markFailed': 'That could not be marked as read. Try again in a moment.',
  'notifications.arrived': 'New notification: {title}',

  'theme.legend': 'Theme',
  'theme.light': 'Light',
  'theme.dark': 'Dark',
  'theme.followingDevice': 'Following your device until you choose.',
  'theme.saved': 'Saved.',
  'theme.saveFailed': 'Your theme could not be saved. Check your connection and try again.',
} as const;

export type MessageKey = keyof typeof messages;

/**
 * A template with `{name}` placeholders filled; `{name|one|other}` is the word for that number:
 * `'{count} {count|question|questions}'` reads '1 question' and '2 questions'.
 */
export function fill(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)(?:\|([^|}]*)\|([^|}]*))?\}/g, (whole, name: string, one?: string, other?: string) => {
    if (!(name in values)) return whole;
    if (one === undefined || other === undefined) return String(values[name]);
    return Number(values[name]) === 1 ? one : other;
  });
}

/** The `t` of a catalogue of texts: each feature keeps the texts only it uses beside it. */
export function translator<const Catalogue extends Record<string, string>>(catalogue: Catalogue) {
  return (key: keyof Catalogue, values?: Record<string, string | number>): string => fill(catalogue[key] as string, values);
}

/** The texts more than one app shows. */
export const t = translator(messages);
