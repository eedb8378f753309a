/**
 * Every text the user reads that SPEC.md fixes, under flat dotted keys. Screens and
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


  'landing.brand': 'MCQ Revision',
  'landing.nav.label': 'Main',
  'landing.nav.home': 'Home',
  'landing.nav.features': 'Features',
  'landing.nav.subjects': 'Subjects',
  'landing.nav.about': 'About',
  'landing.skip': 'Skip to content',
  'landing.getStarted': 'Get Started',
  'landing.startLearning': 'Start Learning Today',
  'landing.hero.title': 'Revision that feels like play',
  'landing.hero.body': 'Interactive multiple-choice practice for primary school children, with a dashboard that lets parents set the work and see the progress.',
  'landing.features.title': 'Everything your child needs to revise',
  'landing.features.mcq.title': 'Interactive multiple-choice questions',
  'landing.features.mcq.body': 'Timed quizzes with one question at a time, lettered options and a clear review at the end.',
  'landing.features.parent.title': 'Parent dashboard',
  'landing.features.parent.body': 'Add your children, create assignments and see every result in one place.',
  'landing.features.kids.title': 'Kid-friendly interface',
  'landing.features.kids.body': 'Big buttons, friendly words, and points and achievements to celebrate every step.',
  'landing.features.progress.title': 'Progress tracking',
  'landing.features.progress.body': 'Scores, completed assignments and improvement over time, for every child.',
  'landing.subjects.title': 'Subjects',
  'landing.subjects.body': 'Practice across the primary curriculum.',
  'landing.subject.mathematics': 'Mathematics',
  'landing.subject.english': 'English',
  'landing.subject.science': 'Science',
  'landing.subject.history': 'History',
  'landing.subject.geography': 'Geography',
  'landing.subject.art': 'Art',
  'landing.stats.title': 'The portal in numbers',
  'landing.stats.questions.value': '500+',
  'landing.stats.questions.label': 'Practice Questions',
  'landing.stats.subjects.value': '10+',
  'landing.stats.subjects.label': 'Subject Areas',
  'landing.stats.availability.value': '24/7',
  'landing.stats.availability.label': 'Available',
  'landing.how.title': 'How It Works',
  'landing.how.step1.title': 'Sign up and add your children',
  'landing.how.step1.body': 'Create a parent account, then give each child their own student ID and access code.',
  'landing.how.step2.title': 'Create assignments',
  'landing.how.step2.body': 'Build an assignment or pick ready-made question sets from the question bank.',
  'landing.how.step3.title': 'Track progress',
  'landing.how.step3.body': 'Follow scores, completions and improvement as your children practise.',
  'landing.cta.title': 'Ready to start revising?',
  'landing.cta.body': 'Set up your family in a few minutes.',
  'landing.footer.label': 'Footer',
  'landing.footer.help': 'Help Center',
  'landing.footer.privacy': 'Privacy Policy',
  'landing.footer.login': 'Login',
  'landing.footer.signup': 'Create a parent account',
  'landing.footer.note': 'MCQ Revision for Primary School. Revision for children, peace of mind for parents.',

  'help.title': 'Help Center',
  'help.intro': 'Stuck signing in? Find your part below.',
  'help.child.title': 'For children',
  'help.child.step1': 'Ask your parent or teacher for your Student ID (it looks like STU001) and your Access Code.',
  'help.child.step2': 'On the login page, choose the Student tab, type both in, and press Start Revision.',
  'help.child.step3': 'If it still does not work, do not keep guessing: after 10 wrong tries the account is locked for a while. Ask your parent or teacher for a new access code.',
  'help.parent.title': 'For parents',
  'help.parent.resetCode': 'To reset a child\'s access code, sign in as a parent and open the Children area of your parent dashboard. Each child there has a way to reset the code; the old code stops working straight away and your child is signed out everywhere.',
  'help.parent.studentId': 'Your child\'s Student ID is shown next to their name in the Children area.',
  'help.parent.locked': 'After 10 wrong passwords or access codes in a row, an account is locked for 15 minutes. Wait, then try again.',
  'help.parent.signup': 'New here? Create a parent account first, then add your children.',
  'help.privacy': 'Read what we store about your child in the Privacy Policy.',
  'help.backToLogin': 'Back to login',
  'help.backHome': 'Back to the home page',

  'privacy.title': 'Privacy Policy',
  'privacy.intro': 'This portal stores as little as it can about children. This page says plainly what is kept and how you delete it.',
  'privacy.child.title': 'What we store about a child',
  'privacy.child.account': 'Their name, school grade and student ID, and the parent account they belong to.',
  'privacy.child.code': 'Their access code, stored only in a scrambled form (a one-way hash) that nobody can read back.',
  'privacy.child.work': 'The assignments they were given, the answers and flags of each quiz they take, their scores, the time taken and when they finished.',
  'privacy.child.none': 'We do not ask a child for an email address, a photo, a location or any contact details, and there are no adverts or tracking.',
  'privacy.parent.title': 'What we store about a parent',
  'privacy.parent.account': 'Your name, your email address and your password (also only as a one-way hash), and the assignments you create.',
  'privacy.technical.title': 'Technical records',
  'privacy.technical.session': 'Your browser keeps a sign-in token so that you stay signed in; logging out removes it.',
  'privacy.technical.lockout': 'To stop guessing, the server counts wrong sign-in attempts for an account until the next successful sign-in.',
  'privacy.technical.logs': 'Like any web server, it keeps a short technical log of requests (including the IP address) for a few days.',
  'privacy.delete.title': 'How a parent deletes a child\'s data',
  'privacy.delete.steps': 'Sign in as a parent, open the Children area of your parent dashboard and delete the child. This removes the child\'s account together with every quiz attempt and result at once; it cannot be undone.',
  'privacy.delete.parent': 'To close your own parent account as well, ask the school or organisation that runs this portal.',
  'privacy.backHome': 'Back to the home page',

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

  'planned.body': 'This screen is not available yet.',

  'remote.unavailable.title': 'This part of the portal is not available right now',
  'remote.unavailable.body': 'Please try again in a moment. The rest of the portal still works.',
  'remote.unavailable.retry': 'Try again',
  'remote.loading': 'Loading...',

  'state.loading': 'Loading...',
  'state.retry': 'Try again',
  'routeError.title': 'Something went wrong',
  'routeError.body': 'This screen could not be shown. Try again, or go back to your dashboard: the rest of the portal still works.',

  'notFound.title': 'Page not found',
  'notFound.body': 'We could not find the page you asked for.',
  'forbidden.title': 'This page is not for your account',
  'forbidden.body': 'You are signed in as a {role}. This page is for a {needed}.',
  'nav.backHome': 'Back to your dashboard',
  'nav.home': 'Go to the home page',
  'nav.logout': 'Logout',
} as const;

export type MessageKey = keyof typeof messages;

/** A template with `{name}` placeholders filled. */
export function fill(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The `t` of a catalogue of texts: each feature keeps the texts only it uses beside it. */
export function translator<const Catalogue extends Record<string, string>>(catalogue: Catalogue) {
  return (key: keyof Catalogue, values?: Record<string, string | number>): string => fill(catalogue[key] as string, values);
}

/** The texts more than one app shows. */
export const t = translator(messages);
