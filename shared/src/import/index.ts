// The question importer: parse a file (CSV, Aiken, GIFT) into checked drafts, flag duplicates,
// write the valid ones in batches. Used by the creator's /bulk-import screen and the seed's
// starter question bank; kept out of the shared barrel so that only those load it.
export { parseAiken } from './aiken.ts';
export { CSV_COLUMNS, csvTemplate, parseCsv } from './csv.ts';
export type { CsvColumn } from './csv.ts';
export type { BloomLevel, DraftOption, ImportDefaults, ImportPicture, ImportRow, ParsedFile, QuestionDraft, RowError } from './draft.ts';
export { categoryOf, toGift, toMoodleXml } from './export.ts';
export type { ExportQuestion, ExportedFile } from './export.ts';
export { parseMoodleXml } from './moodle-xml.ts';
export { duplicateKey, findDuplicates } from './duplicates.ts';
export type { Duplicate, QuestionKey } from './duplicates.ts';
export { parseGift } from './gift.ts';
export { IMPORT_FORMATS, decodeText, fileKind, fileKindProblem } from './file-kind.ts';
export type { FileKind, ImportFormat } from './file-kind.ts';
export { IMPORT_MESSAGES } from './messages.ts';
export { IMPORT_BATCH_SIZE, fetchExistingQuestions, importQuestions } from './write.ts';
export type { ImportOptions, ImportProgress, ImportReport } from './write.ts';
