import { http, HttpResponse, type HttpHandler } from 'msw';
import { demoLogins } from '../fixtures.ts';
import { tokenFor, unauthorized, userOf, type HandlerContext } from './context.ts';

const identityFields: Record<string, string> = { parents: 'email', creators: 'email', students: 'student_id' };

/** The three auth collections' sign-in, the session check and the login card's demo logins. */
export function authHandlers({ db }: HandlerContext): HttpHandler[] {
  return [
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
