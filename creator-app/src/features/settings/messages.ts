import { translator } from 'shared';

export const t = translator({
  'settings.title': 'Settings',
  'settings.intro': 'Your choices for the creator portal, kept with your account: they follow you to any computer.',
  'settings.back': 'Back to Dashboard',
  'settings.editing': 'Editing',
  'settings.layout': 'Layout',
  'settings.device': 'Notifications on this device',
  'autoSave.label': 'Auto-save drafts',
  'autoSave.hint':
    'While you type a question or a question set, it is kept in this browser. If the browser closes before you save, you are offered it back. Logout clears it.',
  'autoSave.on': 'Saved. Unsaved questions and sets are kept in this browser while you type.',
  'autoSave.off': 'Saved. Nothing is kept in this browser while you type, and drafts kept before are gone.',
  'sidebar.label': 'Collapse the sidebar to icons',
  'sidebar.hint':
    'The navigation on the left shows only its icons, leaving more room for your work. On a phone it opens from the Menu button.',
  'sidebar.on': 'Saved. The sidebar shows only its icons.',
  'sidebar.off': 'Saved. The sidebar shows the name of each page.',
  'settings.failed': 'Your choice could not be saved. Please try again.',
});
