import { translator } from 'shared';

export const t = translator({
  'export.panel': 'Export',
  'export.questions.body':
    'Download the questions listed below (your search and filters apply), at most {max} at a time, for Moodle or another question bank.',
  'export.gift': 'Export as GIFT',
  'export.moodle': 'Export as Moodle XML',
  'export.set.gift': 'Export "{name}" as GIFT',
  'export.set.moodle': 'Export "{name}" as Moodle XML',
  'export.set.gift.short': 'GIFT',
  'export.set.moodle.short': 'Moodle XML',
  'export.column': 'Export',
  'export.working': 'Preparing the file...',
  'export.done': '{count} {count|question|questions} exported as {format}: {file}.',
  'export.empty': 'There is no question to export.',
  'export.notes': 'What {format} could not hold:',
  'export.failed': 'The file could not be made: {reason}',
  'export.format.gift': 'GIFT',
  'export.format.moodle': 'Moodle XML',
});
