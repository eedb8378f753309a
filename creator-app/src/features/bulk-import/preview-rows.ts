import type { Duplicate, ImportRow } from 'shared/import';
import type { CheckedFile, ImportFormat } from './api/check-file.ts';
import { t } from './messages.ts';

/** What the preview says about a row: its errors by field in the form's words, its duplicate, or Ready. */
export interface PreviewRow {
  key: number;
  row: ImportRow;
  problems: string[];
}

const FIELD_LABELS: Record<string, string> = {
  text: t('field.text'),
  type: t('field.type'),
  options: t('field.options'),
  subject: t('field.subject'),
  grade: t('field.grade'),
  topic: t('field.topic'),
  skills: t('field.skills'),
  difficulty: t('field.difficulty'),
  estimatedTime: t('field.estimatedTime'),
  bloomsTaxonomy: t('field.bloomsTaxonomy'),
  tags: t('field.tags'),
  correctAnswer: t('field.correctAnswer'),
  explanation: t('field.explanation'),
  images: t('field.images'),
  image_alt: t('field.image_alt'),
  status: t('field.status'),
};
/** A field of a question in the form's words. */
export const fieldLabel = (field: string) => FIELD_LABELS[field] ?? field;

function problemsOf(row: ImportRow, duplicate: Duplicate | undefined, rows: readonly ImportRow[]): string[] {
  const problems = row.errors.map((error) => t('import.field', { field: fieldLabel(error.field), message: error.message }));
  if (duplicate?.of === 'existing') problems.push(t('import.duplicate.existing'));
  if (duplicate?.of === 'file') problems.push(t('import.duplicate.file', { row: rows[duplicate.firstIndex]?.row ?? 0 }));
  return problems;
}

/** Every row of the checked file, with what the check says about it. */
export function previewRows(data: CheckedFile | undefined): PreviewRow[] {
  const duplicateOf = new Map((data?.duplicates ?? []).map((duplicate) => [duplicate.index, duplicate]));
  return (data?.rows ?? []).map((row, index) => ({ key: index, row, problems: problemsOf(row, duplicateOf.get(index), data?.rows ?? []) }));
}

/**
 * What a row's number counts in each format, for the preview's column and the report: a CSV file's spreadsheet
 * row, the line an Aiken question starts on, a GIFT or Moodle XML question's number in the file.
 */
export const ROW_NUMBER = {
  csv: { column: 'import.column.row', report: 'import.report.row' },
  aiken: { column: 'import.column.line', report: 'import.report.line' },
  gift: { column: 'import.column.number', report: 'import.report.number' },
  moodle: { column: 'import.column.number', report: 'import.report.number' },
} as const satisfies Record<ImportFormat, { column: string; report: string }>;
