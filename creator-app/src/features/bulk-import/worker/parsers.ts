// The parsers each check worker carries. Moodle XML's parser (fast-xml-parser, about 26 KB gzipped) has a worker
// of its own, so a CSV, Aiken or GIFT file never downloads it.
import { parseAiken, parseCsv, parseGift, parseMoodleXml } from 'shared/import';
import type { Parsers } from './check-file-job.ts';

export const TEXT_PARSERS: Parsers = {
  csv: parseCsv,
  aiken: (text, defaults) => parseAiken(text, defaults),
  gift: (text, defaults) => parseGift(text, defaults),
};
export const MOODLE_PARSERS: Parsers = { moodle: (text, defaults) => parseMoodleXml(text, defaults) };
