// What a chosen file really is, from its first bytes: an author who picks a picture as a CSV file is told so
// once, in words, instead of reading a parser's complaints about every row of it.
import { IMPORT_MESSAGES } from './messages.ts';

/** The formats the importer reads. */
export const IMPORT_FORMATS = ['csv', 'aiken', 'gift', 'moodle'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** What a file holds, as far as the importer cares. */
export type FileKind = 'text' | 'xml' | 'png' | 'jpeg' | 'gif' | 'webp' | 'pdf' | 'zip' | 'binary';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** How far into a file the check looks: enough for any signature and a fair sample of its text. */
const SAMPLE = 8192;

/** The file's text: UTF-8, or UTF-16 when it starts with that byte-order mark (a spreadsheet's "Unicode text"). */
export function decodeText(bytes: Uint8Array): string {
  if (startsWith(bytes, [0xff, 0xfe])) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (startsWith(bytes, [0xfe, 0xff])) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  return new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
}

/** What the first bytes of a file say it is. */
export function fileKind(bytes: Uint8Array): FileKind {
  if (startsWith(bytes, [0x89, ...ascii('PNG')])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('GIF8'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('%PDF'))) return 'pdf';
  if (startsWith(bytes, ascii('PK'))) return 'zip';
  const sample = decodeText(bytes.subarray(0, SAMPLE));
  // Control characters other than tabs and line ends, or bytes that are no UTF-8 (shown as U+FFFD), in any number: not text.
  let strange = 0;
  for (const char of sample) {
    const code = char.charCodeAt(0);
    if (code < 0x09 || (code > 0x0d && code < 0x20) || code === 0xfffd) strange += 1;
  }
  if (strange > Math.max(2, sample.length / 100)) return 'binary';
  return /^\s*(<\?xml|<quiz\b)/i.test(sample) ? 'xml' : 'text';
}

/**
 * The one problem with a file that is not of the format chosen (a picture chosen as CSV, a Moodle XML file
 * chosen as GIFT, a text chosen as Moodle XML), in the author's words; null when it may be read as that format.
 */
export function fileKindProblem(format: ImportFormat, kind: FileKind): string | null {
  if (format === 'moodle' ? kind === 'xml' : kind === 'text') return null;
  return IMPORT_MESSAGES.notThisFormat(format, kind);
}
