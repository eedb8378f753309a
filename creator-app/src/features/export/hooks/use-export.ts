import { useState } from 'react';
import { describeError } from 'shared';
import type { ExportQuestion } from 'shared/export';
import { t } from '../messages.ts';

export type ExportFormat = 'gift' | 'moodle';

export type ExportState =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'done'; format: ExportFormat; count: number; file: string; notes: string[] }
  | { kind: 'failed'; message: string };

const EXTENSION: Record<ExportFormat, string> = { gift: 'gift', moodle: 'xml' };
const TYPE: Record<ExportFormat, string> = { gift: 'text/plain;charset=utf-8', moodle: 'application/xml;charset=utf-8' };

/** A file name from what was exported: letters, digits and hyphens. */
const fileName = (name: string, format: ExportFormat) =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'questions'
  }.${EXTENSION[format]}`;

function download(text: string, name: string, format: ExportFormat) {
  const url = URL.createObjectURL(new Blob([text], { type: TYPE[format] }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // Revoked later, not at once: a download started by the click may still be reading it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Exports questions to a file: loads them, writes the format (its writer loaded with the first export, not with
 * the screen) and downloads it, saying what the format could not hold.
 */
export function useExport() {
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const run = async (format: ExportFormat, name: string, load: (pictures: boolean) => Promise<ExportQuestion[]>) => {
    setState({ kind: 'working' });
    try {
      const [{ toGift, toMoodleXml }, questions] = await Promise.all([import('shared/export'), load(format === 'moodle')]);
      if (!questions.length) {
        setState({ kind: 'failed', message: t('export.empty') });
        return;
      }
      const written = format === 'gift' ? toGift(questions) : toMoodleXml(questions);
      const file = fileName(name, format);
      download(written.text, file, format);
      setState({ kind: 'done', format, count: questions.length, file, notes: written.notes });
    } catch (error) {
      setState({ kind: 'failed', message: t('export.failed', { reason: describeError(error) }) });
    }
  };
  return { state, run };
}
