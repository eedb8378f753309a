/// <reference path="../../../pb_data/types.d.ts" />
// A matching pair's picture, for the child it was served to: by their attempt and the id it gave the
// picture (lib/attempt-plan.js), so that neither its address nor its name says which partner it goes
// with. An <img> sends no Authorization header: the child's file token comes in the address, as with
// PocketBase's own file route. One request reads one attempt's rows (by its index), whatever the
// child's history, and serves only a picture of a matching question that is one of its own files.

/** @param {string} file @returns {string} the name the picture is sent under: no word of its own */
function neutralName(file) {
  const dot = file.lastIndexOf('.');
  return 'picture' + (dot >= 0 ? file.slice(dot) : '');
}

/**
 * What a stored picture is by its first bytes: PNG, JPEG, GIF or WebP, the types a pair's picture may be;
 * empty for anything else (a drawing whose words, a title, could name its partner, saved under a picture's name).
 * @param {number[]} b
 */
function rasterType(b) {
  const starts = (/** @type {number[]} */ bytes, at = 0) => bytes.every((byte, i) => b[at + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return '';
}

/** @param {core.RequestEvent} e */
function servePicture(e) {
  const token = e.request.url.query().get('token');
  let student = null;
  try {
    student = token ? e.app.findAuthRecordByToken(token, 'file') : null;
  } catch {
    student = null;
  }
  if (!student || student.collection().name !== 'students') throw new NotFoundError();
  const rows = arrayOf(new DynamicModel({ question: '', file: '' }));
  e.app
    .db()
    .newQuery(
      "SELECT r.question AS question, json_extract(o.value, '$.image') AS file FROM attempts a JOIN attempt_answers r ON r.attempt = a.id" +
        " JOIN json_each(r.served, '$.options') o WHERE a.id = {:attempt} AND a.student_id = {:student}" +
        " AND json_extract(r.served, '$.type') = 'matching' AND json_extract(o.value, '$.imageId') = {:picture} LIMIT 1",
    )
    .bind({ attempt: e.request.pathValue('attemptId'), student: student.id, picture: e.request.pathValue('pictureId') })
    .all(rows);
  if (!rows.length || !rows[0].file) throw new NotFoundError();
  let question = null;
  try {
    question = e.app.findRecordById('questions', rows[0].question);
  } catch {
    throw new NotFoundError();
  }
  // Only one of the question's own stored files: never a name written into an option by hand.
  if (question.getStringSlice('images').indexOf(rows[0].file) < 0) throw new NotFoundError();
  // As PocketBase's file route sends an uploaded file: nothing in it (an SVG's script) runs.
  e.response.header().set('Content-Security-Policy', "default-src 'none'; media-src 'self'; style-src 'unsafe-inline'; sandbox");
  e.response.header().set('Cache-Control', 'private, max-age=86400');
  const files = e.app.newFilesystem();
  try {
    const key = question.baseFilesPath() + '/' + rows[0].file;
    const reader = files.getReader(key);
    let type = '';
    try {
      type = rasterType(Array.from(toBytes(reader, 12)));
    } finally {
      reader.close();
    }
    if (!type) throw new NotFoundError();
    // Sent as what its bytes are, never as what a name or a sniffer would make of it.
    e.response.header().set('Content-Type', type);
    e.response.header().set('X-Content-Type-Options', 'nosniff');
    files.serve(e.response, e.request, key, neutralName(rows[0].file));
  } finally {
    files.close();
  }
  return null;
}

module.exports = { servePicture };
