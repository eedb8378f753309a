import { http, HttpResponse, type HttpHandler } from 'msw';
import { ACCOUNT_MESSAGES, deleteWordProblem, normaliseAccessCode, normaliseEmail, normaliseStudentId, preferencesError } from 'shared';
import type { MockDb } from '../db.ts';
import { demoLogins } from '../fixtures.ts';
import { apiRoute, forbidden, invalid, notFound, tokenFor, unauthorized, userOf, type HandlerContext } from './context.ts';

const identityFields: Record<string, string> = { parents: 'email', creators: 'email', students: 'student_id' };

/** Everything of a family, as the server's "Delete my account" removes it (backend/src/accounts/deletion.ts). */
function removeFamily(db: MockDb, parentId: string) {
  const children = new Set((db.collections['students'] ?? []).filter((child) => child['parent_id'] === parentId).map((child) => child.id));
  const family = new Set([parentId, ...children]);
  db.collections['parents'] = (db.collections['parents'] ?? []).filter((parent) => parent.id !== parentId);
  db.collections['students'] = (db.collections['students'] ?? []).filter((child) => !children.has(child.id));
  db.collections['assignments'] = (db.collections['assignments'] ?? []).filter((assignment) => assignment['created_by'] !== parentId);
  for (const owned of ['results', 'attempts'])
    db.collections[owned] = (db.collections[owned] ?? []).filter((row) => !children.has(String(row['student_id'])));
  db.collections['notifications'] = (db.collections['notifications'] ?? []).filter((notice) => !family.has(String(notice['recipient'])));
}

const pick = (record: Record<string, unknown>, fields: string[]) => Object.fromEntries(fields.map((field) => [field, record[field] ?? '']));

/** The three auth collections' sign-in, the session check and the login card's demo logins. */
export function authHandlers({ db, mayRead }: HandlerContext): HttpHandler[] {
  // An account reads only itself.
  for (const collection of ['parents', 'creators']) mayRead.set(collection, (record, request) => userOf(request, db)?.id === record.id);
  return [
    // A parent changes their own preferences, checked by the server's rule (the other fields are not the screens').
    http.patch('*/api/collections/parents/records/:id', async ({ params, request }) => {
      const parent = userOf(request, db);
      if (!parent || parent.id !== params['id']) return notFound();
      const body = (await request.json()) as Record<string, unknown>;
      const problem = 'preferences' in body ? preferencesError(body['preferences']) : '';
      if (problem) return invalid({ preferences: problem });
      // A new password names the current one, as PocketBase asks (its own message, which the screen puts in its words).
      if ('password' in body) {
        if (db.passwords.get(parent.id) !== body['oldPassword']) return invalid({ oldPassword: 'Missing or invalid old password.' });
        db.passwords.set(parent.id, String(body['password']));
      }
      if ('preferences' in body) parent['preferences'] = body['preferences'];
      return HttpResponse.json(parent);
    }),

    // Anyone signed in saves their own preferences: the keys sent replace the stored ones, as the server does.
    apiRoute('preferences', async ({ request }) => {
      const user = userOf(request, db);
      if (!user) return unauthorized();
      const change = (await request.json()) as Record<string, unknown>;
      const problem = preferencesError(change);
      if (problem) return invalid({ preferences: problem });
      const stored = user['preferences'] && typeof user['preferences'] === 'object' ? (user['preferences'] as Record<string, unknown>) : {};
      user['preferences'] = { ...stored, ...change };
      return HttpResponse.json({ preferences: user['preferences'] });
    }),

    // The server's request for an email change: a taken address is answered as a free one (nothing is sent).
    apiRoute('accountEmailChange', ({ request }) => {
      const account = userOf(request, db);
      if (!account) return unauthorized();
      return new HttpResponse(null, { status: 204 });
    }),

    apiRoute('accountDelete', async ({ request }) => {
      const parent = userOf(request, db);
      if (!parent) return unauthorized();
      if (parent.collectionName !== 'parents') return forbidden();
      const { password, confirm } = (await request.json()) as { password?: string; confirm?: string };
      const word = deleteWordProblem(confirm);
      if (word) return invalid({ confirm: word });
      if (!password) return invalid({ password: ACCOUNT_MESSAGES.passwordRequired });
      if (db.passwords.get(parent.id) !== password) return invalid({ password: ACCOUNT_MESSAGES.wrongPassword });
      removeFamily(db, parent.id);
      return new HttpResponse(null, { status: 204 });
    }),

    apiRoute('accountExport', ({ request }) => {
      const parent = userOf(request, db);
      if (!parent) return unauthorized();
      if (parent.collectionName !== 'parents') return forbidden();
      const children = (db.collections['students'] ?? []).filter((child) => child['parent_id'] === parent.id);
      const ids = new Set(children.map((child) => child.id));
      const ofFamily = (name: string) => (db.collections[name] ?? []).filter((row) => ids.has(String(row['student_id'])));
      return HttpResponse.json({
        exportedAt: new Date().toISOString(),
        account: pick(parent, ['id', 'email', 'name', 'verified', 'preferences', 'created', 'updated']),
        children: children.map((child) =>
          pick(child, ['id', 'student_id', 'name', 'grade', 'time_allowance', 'breaks', 'last_signed_in', 'created', 'updated']),
        ),
        assignments: (db.collections['assignments'] ?? []).filter((assignment) => assignment['created_by'] === parent.id),
        results: ofFamily('results'),
        attempts: ofFamily('attempts'),
        // What the learning engine keeps, where the mock data holds any.
        skills: ofFamily('skill_mastery'),
        reviews: ofFamily('review_cards'),
        // Which questions the family answered is the server's to keep: the mock data holds none.
        answeredQuestions: [],
        complete: true,
      });
    }),

    apiRoute('demoLogins', () => HttpResponse.json(demoLogins())),

    http.post('*/api/collections/:collection/auth-with-password', async ({ params, request }) => {
      const collection = String(params['collection']);
      const { identity = '', password = '' } = (await request.json()) as { identity?: string; password?: string };
      const field = identityFields[collection];
      // As the server: an ID, a code or an email in any of the forms it takes (shared/src/domain).
      const child = collection === 'students';
      const named = child ? normaliseStudentId(identity) : normaliseEmail(identity);
      const record = field
        ? db.collections[collection]?.find((r) => (child ? String(r[field]) : normaliseEmail(String(r[field]))) === named)
        : undefined;
      if (!record || db.passwords.get(record.id) !== (child ? normaliseAccessCode(password) : password)) {
        return HttpResponse.json({ status: 400, message: 'Failed to authenticate.', data: {} }, { status: 400 });
      }
      const answer = HttpResponse.json({ token: tokenFor(record), record: { ...record } });
      // As the server's sign-in hook: a child's record answers the sign-in before, and keeps this one.
      if (collection === 'students') record['last_signed_in'] = new Date().toISOString().replace('T', ' ');
      return answer;
    }),

    apiRoute('session', ({ request }) => (userOf(request, db) ? new HttpResponse(null, { status: 204 }) : unauthorized())),
  ];
}
