import { translator } from 'shared';

export const t = translator({
  'settings.title': 'My settings',
  'settings.intro': 'Choose how My Revision works for you. Each change is saved straight away.',
  'settings.back': 'Back to my dashboard',
  'settings.choices': 'My choices',
  'settings.sounds': 'Sounds',
  'settings.sounds.description': 'Little sounds when you pick an answer, when you send your quiz, and when you win an achievement.',
  'settings.sounds.on': 'Saved! Sounds are on.',
  'settings.sounds.off': 'Saved! Sounds are off.',
  'settings.failed': "Oops, that didn't save. Please try again.",
});
