/// <reference path="../../pb_data/types.d.ts" />
// A question's files as a save leaves them (src/content checks a question with them): the names of the
// files it keeps and uploads, a matching pair's picture uploaded in the same save named as stored, and
// the pictures it uploads refused while they carry hidden details.
const records = require(`${__hooks}/lib/records.js`);

/**
 * The names of a record's files as this save leaves them: the stored ones it keeps and its uploads (by the
 * names they will be stored under). A field changed with `images+` holds both kinds at once.
 * @param {core.Record} record @param {string} field @returns {string[]}
 */
function fileNames(record, field) {
  const value = record.get(field);
  const items = value == null || value === '' ? [] : typeof value === 'string' ? [value] : Array.prototype.slice.call(value);
  return items
    .map(function (item) {
      return typeof item === 'string' ? item : item && item.name ? String(item.name) : '';
    })
    .filter(Boolean);
}

/**
 * A matching pair's picture uploaded with this very save is named in its options by the upload's own
 * name (the editor cannot know the name PocketBase stores it under): it takes the stored name here.
 * @param {core.Record} record
 */
function namePairPictures(record) {
  const uploads = Array.prototype.slice.call(record.getUnsavedFiles('images'));
  const options = records.readJson(record, 'options', null);
  if (!uploads.length || record.getString('type') !== 'matching' || !Array.isArray(options)) return;
  const names = fileNames(record, 'images');
  record.set(
    'options',
    options.map(function (option) {
      if (!option || typeof option.image !== 'string' || names.indexOf(option.image) >= 0) return option;
      const upload = uploads.find(function (file) {
        return file.originalName === option.image;
      });
      return upload ? Object.assign({}, option, { image: upload.name }) : option;
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
 * @param {core.App} app @param {core.Record} record @returns {Record<string, string>}
 */
function pictureErrors(app, record) {
  const domain = require(`${__hooks}/lib/domain.js`);
  const uploads = Array.prototype.slice.call(record.getUnsavedFiles('images'));
  for (const file of uploads) {
    if (file.size > domain.QUESTION_MEDIA.image.maxBytes) continue;
    const reader = file.reader.open();
    let problem = null;
    try {
      const bytes = toBytes(reader, domain.QUESTION_MEDIA.image.maxBytes);
      problem = domain.pictureProblem(bytes, (/** @type {number} */ from) => jpegEnd(app, bytes, from));
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
 * @param {core.App} app @param {any} bytes @param {number} from
 */
function jpegEnd(app, bytes, from) {
  const row = new DynamicModel({ at: 0 });
  app.db().newQuery("SELECT instr(substr({:bytes}, {:from}), x'ffd9') AS at").bind({ bytes: bytes, from: from + 1 }).one(row);
  return row.at > 0 ? from + row.at - 1 : -1;
}

module.exports = { fileNames, namePairPictures, pictureErrors };
