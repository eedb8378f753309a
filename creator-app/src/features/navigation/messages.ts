import { translator } from 'shared';

// The pages' names as docs/product.md, "Content creators and reviewers", lists the sidebar's links.
export const t = translator({
  'nav.label': 'Main',
  'nav.dashboard': 'Dashboard',
  'nav.questions': 'Questions',
  'nav.questionSets': 'Question Sets',
  'nav.bulkImport': 'Bulk Import',
  'nav.analytics': 'Analytics',
  'nav.reviewQueue': 'Review Queue',
  'nav.guidelines': 'Guidelines',
  'nav.settings': 'Settings',
  'sidebar.toggle': 'Sidebar',
  'sidebar.collapse': 'Show icons only',
  'sidebar.expand': 'Show page names',
  'sidebar.notSaved': 'This layout could not be remembered for next time: the server did not answer.',
  'menu.open': 'Menu',
  'menu.close': 'Close menu',
});
