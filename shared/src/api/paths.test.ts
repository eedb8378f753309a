import { describe, expect, it } from 'vitest';
import { API, apiPath, mockPath, ROUTE_REFUSALS, sendApi, type ApiClient } from './index.ts';

describe('the API table', () => {
  it('fills in and encodes a route’s parameters', () => {
    expect(apiPath('quizAnswer', { attemptId: 'abc/1' })).toBe('/api/quiz/attempts/abc%2F1/answer');
    expect(apiPath('quizMedia', { attemptId: 'a1', mediaId: 'm2' })).toBe('/api/quiz/media/a1/m2');
    expect(apiPath('session')).toBe('/api/session');
  });

  it('gives MSW the same route on any origin', () => {
    expect(mockPath('quizStart')).toBe('*/api/quiz/:assignmentId/start');
    expect(mockPath('childSkillQuestions')).toBe('*/api/children/:childId/skill-questions');
  });

  it('sends with the table’s method, the path filled in and the rest of the options', async () => {
    const sent: unknown[] = [];
    const client: ApiClient = {
      send: async <R>(path: string, options: object) => {
        sent.push([path, options]);
        return {} as R;
      },
    };
    await sendApi(client, 'quizAnswer', { params: { attemptId: 'at1' }, body: { questionId: 'q1', answer: 'a' }, requestKey: null });
    expect(sent).toEqual([
      ['/api/quiz/attempts/at1/answer', { method: 'POST', body: { questionId: 'q1', answer: 'a' }, requestKey: null }],
    ]);
  });

  it('asks for what a route needs, by the types alone', () => {
    // @ts-expect-error a path with parameters needs them
    expect(apiPath('quizAnswer')).toBe('/api/quiz/attempts//answer');
    const client: ApiClient = { send: async <R>() => ({}) as R };
    // @ts-expect-error the answer route takes a body with a question id
    void sendApi(client, 'quizAnswer', { params: { attemptId: 'at1' }, body: { answer: 'a' } });
    // @ts-expect-error a parameter of another route
    void sendApi(client, 'quizStart', { params: { attemptId: 'at1' } });
  });

  it('names each route once', () => {
    const routes = Object.values(API).map((route) => `${route.method} ${route.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('words every refusal as PocketBase answers it: a sentence with its full stop', () => {
    for (const refusals of Object.values(ROUTE_REFUSALS)) for (const { message } of refusals) expect(message).toMatch(/[.!?]$/);
  });
});
