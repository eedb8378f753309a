import { describe, expect, it } from 'vitest';
import { decodeText, fileKind, fileKindProblem, type ImportFormat } from './file-kind.ts';
import { parseCsv } from './csv.ts';

/** A chosen file as the screen reads it: its text, or the one thing to say about it. */
const readImportFile = (format: ImportFormat, data: Uint8Array) => {
  const problem = fileKindProblem(format, fileKind(data));
  return problem ? { text: '', problem } : { text: decodeText(data), problem: null };
};
const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...new TextEncoder().encode(part)] : part)));
const PNG = bytes(
  [0x89],
  'PNG\r\n',
  [0x1a, 0x0a, 0, 0, 0, 0x0d],
  'IHDR',
  [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89],
  '"x"y\n"'.repeat(40),
);

describe('a file that is not what it says', () => {
  it('is named once, in words, whatever its name: a picture chosen as CSV is a picture', () => {
    expect(readImportFile('csv', PNG)).toEqual({ text: '', problem: 'This file is not a CSV file: it looks like a PNG picture.' });
    // What the parser alone said of it: a complaint a row, never what the file is.
    expect(parseCsv(new TextDecoder().decode(PNG)).problems.length).toBeGreaterThan(0);
    expect(readImportFile('gift', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF')).problem).toBe(
      'This file is not a GIFT file: it looks like a JPEG picture.',
    );
    expect(readImportFile('aiken', bytes('PK', [3, 4, 20, 0, 6, 0]))).toMatchObject({
      problem: expect.stringMatching(/^This file is not an Aiken file: it looks like a Word or Excel file/),
    });
    expect(readImportFile('csv', bytes([0, 1, 2, 3, 4, 5, 0, 0, 0, 7, 0x80, 0x81, 0xfe]))).toMatchObject({
      problem: 'This file is not a CSV file: it looks like a file of another kind, not text.',
    });
  });

  it('tells a Moodle XML file from text, both ways', () => {
    const xml = bytes('<?xml version="1.0" encoding="UTF-8"?>\n<quiz></quiz>');
    expect(readImportFile('gift', xml).problem).toBe(
      'This file is not a GIFT file: it looks like a Moodle XML file: choose Moodle XML as the format above.',
    );
    expect(readImportFile('moodle', xml)).toEqual({ text: '<?xml version="1.0" encoding="UTF-8"?>\n<quiz></quiz>', problem: null });
    expect(readImportFile('moodle', bytes('question,type\n')).problem).toBe(
      'This file is not a Moodle XML file: it looks like a text file (CSV, Aiken or GIFT): choose its format above.',
    );
  });

  it("reads text in UTF-8 or UTF-16 (a spreadsheet's Unicode text), with its accents and signs", () => {
    expect(readImportFile('csv', bytes([0xef, 0xbb, 0xbf], 'question,type\nCafé ±'))).toEqual({
      text: 'question,type\nCafé ±',
      problem: null,
    });
    const utf16 = new Uint8Array([0xff, 0xfe, ...[...'question\nCafé'].flatMap((char) => [char.charCodeAt(0), 0])]);
    expect(readImportFile('csv', utf16)).toEqual({ text: 'question\nCafé', problem: null });
    expect(fileKind(bytes('A spider has eight legs.\nANSWER: A\n'))).toBe('text');
  });
});
