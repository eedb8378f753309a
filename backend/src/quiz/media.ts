// A question's picture and sound, and a matching pair's picture, for the child they were served to: by
// their attempt and the id it gave the file (src/quiz/attempt-plan.ts), never by the file's name, which its
// author chose (`the_answer_is_dog.png`, `kitten.png` beside "cat") and which could say the answer or pair
// it. An <img> or <audio> sends no Authorization header: the child's file token comes in the address, as
// with PocketBase's own file route, which opens no question's file to a child. One request reads one
// attempt's rows (by its index), whatever the child's history, and serves only a file that is one of the
// question's own: a pair's picture for the attempt in progress or submitted (the results show it), the
// question's own picture and sound while it is in progress (the results show neither).
import { rowsLike } from '../db.ts';
import { queryOf, requestOf } from '../events.ts';
import { jsArray } from '../records.ts';

/** What each kind of file is sent as: its name (no word of its own) and, for a pair's picture, only a raster type. */
const KINDS = {
  pair: { name: 'picture', field: 'images', raster: true, submitted: true },
  picture: { name: 'picture', field: 'images', raster: false, submitted: false },
  sound: { name: 'sound', field: 'audio', raster: false, submitted: false },
} as const;
type Kind = keyof typeof KINDS;

/** The name the file is sent under. */
function neutralName(file: string, name: string): string {
  const dot = file.lastIndexOf('.');
  return name + (dot >= 0 ? file.slice(dot) : '');
}

/**
 * What a stored picture is by its first bytes: PNG, JPEG, GIF or WebP, the types a pair's picture may be;
 * empty for anything else (a drawing whose words, a title, could name its partner, saved under a picture's name).
 */
function rasterType(b: readonly number[]): string {
  const starts = (bytes: readonly number[], at = 0) => bytes.every((byte, i) => b[at + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return '';
}

interface ServedFile {
  question: string;
  kind: Kind;
  file: string;
  status: string;
}

const isKind = (kind: string): kind is Kind => Object.prototype.hasOwnProperty.call(KINDS, kind);

/** The file an attempt of the student serves under `mediaId`: a question's own picture or sound, or a matching pair's picture. */
function servedFile(app: core.App, attemptId: string, studentId: string, mediaId: string): ServedFile | null {
  const rows = rowsLike({ question: '', kind: '', file: '', status: '' });
  const ofAttempt = ' FROM attempts a JOIN attempt_answers r ON r.attempt = a.id';
  const own = ' WHERE a.id = {:attempt} AND a.student_id = {:student}';
  // On a break a quiz hides its questions, their files too: its status then reads as 'paused'.
  const statusOf = "CASE WHEN a.status = 'in_progress' AND COALESCE(a.paused_at, '') != '' THEN 'paused' ELSE a.status END";
  app
    .db()
    .newQuery(
      "SELECT r.question AS question, 'picture' AS kind, json_extract(r.served, '$.image') AS file, " +
        statusOf +
        ' AS status' +
        ofAttempt +
        own +
        " AND json_extract(r.served, '$.imageId') = {:media}" +
        " UNION ALL SELECT r.question, 'sound', json_extract(r.served, '$.audio'), " +
        statusOf +
        ofAttempt +
        own +
        " AND json_extract(r.served, '$.audioId') = {:media}" +
        " UNION ALL SELECT r.question, 'pair', json_extract(o.value, '$.image'), " +
        statusOf +
        ofAttempt +
        " JOIN json_each(r.served, '$.options') o" +
        own +
        " AND json_extract(r.served, '$.type') = 'matching' AND json_extract(o.value, '$.imageId') = {:media} LIMIT 1",
    )
    .bind({ attempt: attemptId, student: studentId, media: mediaId })
    .all(rows);
  const [row] = rows;
  return row && row.file && isKind(row.kind) ? { question: row.question, kind: row.kind, file: row.file, status: row.status } : null;
}

/** `GET /api/quiz/media/{attemptId}/{mediaId}?token=<file token>` */
export function serveMedia(e: core.RequestEvent): void {
  const token = queryOf(e).get('token');
  let student: core.Record | null = null;
  try {
    student = token ? e.app.findAuthRecordByToken(token, 'file') : null;
  } catch {
    student = null;
  }
  if (!student || student.collection().name !== 'students') throw new NotFoundError();
  const request = requestOf(e);
  const served = servedFile(e.app, request.pathValue('attemptId'), student.id, request.pathValue('mediaId'));
  const kind = served ? KINDS[served.kind] : null;
  if (!served || !kind || (served.status !== 'in_progress' && !kind.submitted)) throw new NotFoundError();
  let question: core.Record;
  try {
    question = e.app.findRecordById('questions', served.question);
  } catch {
    throw new NotFoundError();
  }
  // Only one of the question's own stored files: never a name written into the served question by other means.
  if (!jsArray(question.getStringSlice(kind.field)).includes(served.file)) throw new NotFoundError();
  // As PocketBase's file route sends an uploaded file: nothing in it (an SVG's script) runs.
  e.response.header().set('Content-Security-Policy', "default-src 'none'; media-src 'self'; style-src 'unsafe-inline'; sandbox");
  e.response.header().set('Cache-Control', 'private, max-age=86400');
  e.response.header().set('X-Content-Type-Options', 'nosniff');
  const files = e.app.newFilesystem();
  try {
    const key = question.baseFilesPath() + '/' + served.file;
    if (kind.raster) {
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
    }
    files.serve(e.response, request, key, neutralName(served.file, kind.name));
  } finally {
    files.close();
  }
}
