import { http, HttpResponse, type HttpHandler } from 'msw';
import { preferencesError } from 'shared';
import { demoLogins } from '../fixtures.ts';
import { invalid, notFound, tokenFor, unauthorized, userOf, type HandlerContext } from './context.ts';

const identityFields: Record<string, string> = { parents: 'email', creators: 'email', students: 'student_id' };

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
      if ('preferences' in body) parent['preferences'] = body['preferences'];
      return HttpResponse.json(parent);
    }),

    // Anyone signed in saves their own preferences: the keys sent replace the stored ones, as the server does.
    http.post('*/api/preferences', async ({ request }) => {
      const user = userOf(request, db);
      if (!user) return unauthorized();
      const change = (await request.json()) as Record<string, unknown>;
      const problem = preferencesError(change);
      if (problem) return invalid({ preferences: problem });
      const stored = user['preferences'] && typeof user['preferences'] === 'object' ? (user['preferences'] as Record<string, unknown>) : {};
      user['preferences'] = { ...stored, ...change };
      return HttpResponse.json({ preferences: user['preferences'] });
    }),

    http.get('*/api/demo-logins', () => HttpResponse.json(demoLogins())),

    http.post('*/api/collections/:collection/auth-with-password', async ({ params, request }) => {
      const collection = String(params['collection']);
      const { identity, password } = (await request.json()) as { identity?: string; password?: string };
      const field = identityFields[collection];
      const record = field ? db.collections[collection]?.find((r) => r[field] === identity) : undefined;
      if (!record || db.passwords.get(record.id) !== password) {
        return HttpResponse.json({ status: 400, message: 'Failed to authenticate.', data: {} }, { status: 400 });
      }
      const answer = HttpResponse.json({ token: tokenFor(record), record: { ...record } });
      // As the server's sign-in hook: a child's record answers the sign-in before, and keeps this one.
      if (collection === 'students') record['last_signed_in'] = new Date().toISOString().replace('T', ' ');
      return answer;
    }),

    http.get('*/api/session', ({ request }) => (userOf(request, db) ? new HttpResponse(null, { status: 204 }) : unauthorized())),
  ];
}
