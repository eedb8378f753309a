// The volume data of query-plan.test.ts (volume-server.ts) is what the server itself writes: every attempt and
// result carries its child's family, and the creator's tallies, kept as quizzes are submitted, are what a recount of
// every result gives. A recount of 40,000 results keeps a core busy for half a minute: after the gate.
import { describe, expect, it } from 'vitest';
import { volumeServerForThisFile } from './volume-server.ts';

const server = volumeServerForThisFile();
const creatorId = 'vc0000000000000';

describe('the volume data is what the server writes', () => {
  it("every attempt and result carries its child's family", async () => {
    for (const collection of ['results', 'attempts']) {
      const strays = await server.admin.collection(collection).getList(1, 1, { filter: 'parent_id != student_id.parent_id' });
      expect(strays.totalItems).toBe(0);
    }
  });

  it("the creator's tallies, kept as quizzes are submitted, are what a recount of every result gives", async () => {
    const pb = server.client(await server.tokenOf('creators', creatorId));
    // A quiz of the creator's sets, submitted through the engine: the tallies follow it.
    const heavy = await server.admin
      .collection('assignments')
      .getFirstListItem(server.admin.filter('question_sets ~ {:set}', { set: 'vs0000000000007' }));
    const [childId] = heavy['assigned_students'] as string[];
    const childClient = server.client(await server.tokenOf('students', childId!));
    const quiz = await childClient.send<{ attempt: { id: string }; questions: Array<{ id: string; options: Array<{ id: string }> }> }>(
      `/api/quiz/${heavy.id}/start`,
      { method: 'POST' },
    );
    for (const question of quiz.questions) {
      // A choice question's second option; the typed one of the set (a short answer) a wrong sum.
      const answer = question.options.length ? question.options[1]!.id : '1000';
      await childClient.send(`/api/quiz/attempts/${quiz.attempt.id}/answer`, { method: 'POST', body: { questionId: question.id, answer } });
    }
    await childClient.send(`/api/quiz/attempts/${quiz.attempt.id}/submit`, { method: 'POST' });

    const kept = {
      overview: await pb.send('/api/creator/overview', { method: 'GET' }),
      analytics: await pb.send('/api/creator/analytics', { method: 'GET' }),
    };
    await server.admin.send('/api/test/recount-tallies', { method: 'POST', body: { creator: creatorId } });
    const recounted = {
      overview: await pb.send('/api/creator/overview', { method: 'GET' }),
      analytics: await pb.send('/api/creator/analytics', { method: 'GET' }),
    };
    expect(kept).toEqual(recounted);
    // Every answer given to the creator's questions in a submitted quiz, counted from the answer rows.
    const answered = await server.admin.collection('attempt_answers').getList(1, 1, {
      filter: 'option != "" && attempt.status = "submitted" && question >= "vq0000000000000" && question <= "vq0000000000499"',
    });
    expect((kept.overview as { totalUsage: number }).totalUsage).toBe(answered.totalItems);
  }, 600_000);
});
