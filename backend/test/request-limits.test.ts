// PocketBase's own body limits (pb_hooks/request-limits.pb.js and the routes' own): 1 MB on every
// route that sets none, what the portal's routes take on theirs (20 bodies of 90 MB at once:
// request-limits.heavy.test.ts, after the gate). The records routes are held to
// what each stores by the apps' servers in front of PocketBase (shared/federation/request-limits.ts,
// tested end to end in e2e/tests/request-limits.spec.ts).
import { describe, expect, it } from 'vitest';
import { postOfSize as post } from '../scripts/post-of-size.mjs';
import { signIn } from './actors.ts';
import { pbUrl } from './server.ts';

const MB = 1024 * 1024;
const url = () => pbUrl();

describe("PocketBase's own body limits", () => {
  it("the portal routes take what they store: an answer 8 KB (an essay's 1,000 characters), a mark 4 KB, a child 4 KB, a sign-up 4 KB, a quiz start none", async () => {
    const student = await signIn('studentA');
    const parent = await signIn('parentA');
    expect(
      (await post(url(), '/api/quiz/attempts/anything/answer', 9 * 1024, { headers: { authorization: student.authStore.token } })).status,
    ).toBe(413);
    expect(
      (await post(url(), '/api/quiz/attempts/anything/answer', 7 * 1024, { headers: { authorization: student.authStore.token } })).status,
    ).not.toBe(413);
    expect((await post(url(), '/api/results/anything/mark', 5 * 1024, { headers: { authorization: parent.authStore.token } })).status).toBe(
      413,
    );
    expect(
      (await post(url(), '/api/quiz/assignmaths0001/start', 2 * 1024, { headers: { authorization: student.authStore.token } })).status,
    ).toBe(413);
    expect((await post(url(), '/api/children', 5 * 1024, { headers: { authorization: parent.authStore.token } })).status).toBe(413);
    expect((await post(url(), '/api/sign-up', 5 * 1024)).status).toBe(413);
    // Within its limit the route answers about its content instead.
    expect((await post(url(), '/api/children', 3 * 1024, { headers: { authorization: parent.authStore.token } })).status).toBe(400);
  });

  it('every other route reads at most 1 MB (it was 32 MB): a sign-in, a realtime subscription', async () => {
    for (const path of ['/api/collections/parents/auth-with-password', '/api/realtime']) {
      expect((await post(url(), path, 2 * MB)).status).toBe(413);
    }
    // Without a Content-Length, the body is cut off at the limit as it is read.
    expect((await post(url(), '/api/collections/parents/auth-with-password', 2 * MB, { chunked: true })).status).toBe(413);
  });
});
