// A question's files as a save leaves them (src/content checks a question with them): the names of the
// files it keeps and uploads, a matching pair's picture uploaded in the same save named as stored, and
// the pictures it uploads refused while they carry hidden details.
import { pictureProblem, QUESTION_MEDIA } from './domain.ts';
import { jsArray, readJson } from './records.ts';

/**
 * The names of a record's files as this save leaves them: the stored ones it keeps and its uploads (by the
 * names they will be stored under). A field changed with `images+` holds both kinds at once.
 */
export function fileNames(record: core.Record, field: string): string[] {
  // A file field holds a name, names, or uploads (with a name) mixed with names: nothing narrower to declare.
  const value: unknown = record.get(field);
  const items: unknown[] = value == null || value === '' ? [] : typeof value === 'string' ? [value] : jsArray(value as ArrayLike<unknown>);
  return items
    .map((item) =>
      typeof item === 'string' ? item : item && typeof item === 'object' && 'name' in item && item.name ? String(item.name) : '',
    )
    .filter(Boolean);
}

interface PairOption {
  image?: unknown;
}

/**
 * A matching pair's picture uploaded with this very save is named in its options by the upload's own
 * name (the editor cannot know the name PocketBase stores it under): it takes the stored name here.
 */
export function namePairPictures(record: core.Record): void {
  const uploads = jsArray(record.getUnsavedFiles('images'));
  const options = readJson<unknown>(record, 'options', null);
  if (!uploads.length || record.getString('type') !== 'matching' || !Array.isArray(options)) return;
  const names = fileNames(record, 'images');
  record.set(
    'options',
    options.map((option: PairOption | null) => {
      if (!option || typeof option.image !== 'string' || names.includes(option.image)) return option;
      const upload = uploads.find((file) => file?.originalName === option.image);
      return upload ? { ...option, image: upload.name } : option;
    }),
  );
}

/**
 * Why a picture uploaded with this save is refused, by field: its header says more pixels than a picture may
 * have (a few kilobytes can say 144 million, which a decoder makes room for), or it still carries hidden details
 * (where and when a photo was taken, its author: shared/src/domain/picture-details.ts). The editor takes them out
 * before uploading; a client that did not is told so. A file over the field's size is left to the field's own
 * check (never read whole into memory here). A JPEG is read to its first end marker after its image data
 * begins: what follows is refused; what lies between a progressive JPEG's scans is not read here (cameras write
 * their details before the image data; the editor drops any between scans).
 */
export function pictureErrors(app: core.App, record: core.Record): Record<string, string> {
  for (const file of jsArray(record.getUnsavedFiles('images'))) {
    if (!file || file.size > QUESTION_MEDIA.image.maxBytes) continue;
    const reader = file.reader.open();
    let problem: string | null = null;
    try {
      const bytes = toBytes(reader, QUESTION_MEDIA.image.maxBytes);
      problem = pictureProblem(bytes, (from) => jpegEnd(app, bytes, from));
    } finally {
      reader.close();
    }
    if (problem) return { images: problem };
  }
  return {};
}

/**
 * Where a JPEG's first end marker (0xFF 0xD9) at or after `from` is, -1 when there is none: found by SQLite's
 * `instr` on the bytes as a blob, where this script engine would take seconds to walk 5 MB of image data.
 */
function jpegEnd(app: core.App, bytes: number[], from: number): number {
  const row = new DynamicModel({ at: 0 });
  app
    .db()
    .newQuery("SELECT instr(substr({:bytes}, {:from}), x'ffd9') AS at")
    .bind({ bytes, from: from + 1 })
    .one(row);
  const at = Number(row.at);
  return at > 0 ? from + at - 1 : -1;
}
