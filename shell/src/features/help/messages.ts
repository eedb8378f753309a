import { translator } from 'shared';

/** The texts of the Help Center and the Privacy Policy. */
export const t = translator({
  'help.title': 'Help Center',
  'help.intro': 'Stuck signing in? Find your part below.',
  'help.child.title': 'For children',
  'help.child.step1': 'Ask your parent or teacher for your login card. It has your Student ID (it looks like STU001) and your Access Code.',
  'help.child.step2':
    'Scan the QR code on your card to sign in straight away. Or, on the login page, choose the Student tab, type both in and press Start Revision. Small or capital letters, spaces or dashes: all work. Press Show to check your code.',
  'help.child.step3':
    'If it still does not work, do not keep guessing: after 10 wrong tries the account is locked for a while. Ask your parent or teacher for a new access code.',
  'help.parent.title': 'For parents',
  'help.parent.resetCode':
    "To reset a child's access code, sign in as a parent and open the Children area of your parent dashboard. Each child there has a way to reset the code; the old code stops working straight away and your child is signed out everywhere.",
  'help.parent.studentId': "Your child's Student ID is shown next to their name in the Children area.",
  'help.parent.card':
    "The login card's QR code signs your child in on the device that scans it: keep the card like a house key. If one is lost, reset your child's access code and the old card stops working.",
  'help.parent.locked': 'After 10 wrong passwords or access codes in a row, an account is locked for 15 minutes. Wait, then try again.',
  'help.parent.forgot': 'Forgotten your own password? Use Forgot password? on the login page and we email you a link.',
  'help.parent.signup': 'New here? Create a parent account first, then add your children.',
  'help.privacy': 'Read what we store about your child in the Privacy Policy.',
  'help.backToLogin': 'Back to login',
  'help.backHome': 'Back to the home page',
  'privacy.title': 'Privacy Policy',
  'privacy.version': 'This version of the policy dates from {date}. When you sign up, we keep that you agreed to it and when.',
  'privacy.intro':
    'This portal stores as little as it can about children. This page says plainly what is kept, for how long, and how you delete it.',
  'privacy.child.title': 'What we store about a child',
  'privacy.child.account': 'Their name, school grade and student ID, and the parent account they belong to.',
  'privacy.child.code': 'Their access code, stored only in a scrambled form (a one-way hash) that nobody can read back.',
  'privacy.child.settings':
    'The time allowance and breaks their parent chose, their own settings (sounds, theme) and when they last signed in.',
  'privacy.child.work':
    'The assignments they were given, the answers and flags of each quiz they take, their scores, the time taken and when they finished.',
  'privacy.child.none':
    'We do not ask a child for an email address, a photo, a location or any contact details, and there are no adverts or tracking.',
  'privacy.parent.title': 'What we store about a parent',
  'privacy.parent.account':
    'Your name, your email address and your password (also only as a one-way hash), and the assignments you create.',
  'privacy.parent.consent': 'That you agreed to this policy when you signed up: when, and to which version.',
  'privacy.parent.settings': 'Your settings (emails, theme) and the last 50 notices in your bell.',
  'privacy.keep.title': 'How long we keep it',
  'privacy.keep.accounts': 'Your account, your children and their work: until you delete them (below).',
  'privacy.keep.notices': 'Notices in the bell: the last 50 for each person; older ones are removed.',
  'privacy.keep.emails': 'A finished quiz waiting to be told in an email: until the email is sent, at most a day.',
  'privacy.keep.lockout':
    'Wrong sign-in attempts are counted for 15 minutes, to stop guessing. The networks and browsers an account signed in from are kept for 30 days, only as scrambled codes, so that a child is not locked out at home or at school.',
  'privacy.keep.logs': 'Like any web server, it keeps a short technical log of requests (including the IP address) for 5 days.',
  'privacy.keep.backups':
    'A copy of the whole database is made each night and the last 7 are kept, so something you delete is gone from every copy after 7 days.',
  'privacy.keep.counts':
    "Counts without any name stay for the questions' authors: how often each question was answered right, and the wrong answers given most often by several children.",
  'privacy.device.title': 'On your device',
  'privacy.device.session':
    'Your browser keeps a sign-in token so that you stay signed in; logging out removes it. A child is signed out after 8 hours.',
  'privacy.device.copy': 'A copy of the screens you opened, so they open without the internet, for at most 7 days; logging out removes it.',
  'privacy.device.mark':
    "A random code that tells this browser apart when someone signs in (it names nobody); clearing the site's data removes it.",
  'privacy.delete.title': 'How to delete it, or take a copy',
  'privacy.delete.child':
    "One child: sign in as a parent, open the Children area and press Remove child. The child's account goes together with every quiz attempt and result at once.",
  'privacy.delete.parent':
    'Everything: open Settings and use Delete my account, with your password. Your account, every child and all their work go at once; it cannot be undone.',
  'privacy.delete.export':
    "A copy first: in Settings, Download my family's data gives you everything we keep about your family, as one file.",
  'privacy.backHome': 'Back to the home page',
});
