import type { HttpHandler } from 'msw';
import { createMockDb, type MockDb } from '../db.ts';
import { assignmentHandlers } from './assignments.ts';
import { authHandlers } from './auth.ts';
import { contentHandlers } from './content.ts';
import type { HandlerContext } from './context.ts';
import { learningHandlers } from './learning.ts';
import { notificationHandlers } from './notifications.ts';
import { recordHandlers } from './records.ts';
import { resultHandlers } from './results.ts';
import { studentHandlers } from './students.ts';

/**
 * MSW handlers that answer like PocketBase from the fixtures, one file per collection (and
 * one for sign-in and the generic record routes). Each call builds a fresh database, so tests
 * that share handlers never see each other's writes. The quiz engine's routes that take a quiz
 * (start, answer, submit, exit) are not mocked here: a test that needs them answers them itself
 * with `mockServer.use`, and a remote running alone gets the scripted quiz (quiz-script.ts, from
 * browser.ts); reading a stored result's review is (results.ts).
 */
export function createHandlers(db: MockDb = createMockDb()): HttpHandler[] {
  const context: HandlerContext = { db, mayDelete: new Map(), mayRead: new Map(), onDelete: new Map() };
  // Collection handlers come first: they register their rules before the generic routes answer.
  return [
    ...authHandlers(context),
    ...studentHandlers(context),
    ...assignmentHandlers(context),
    ...resultHandlers(context),
    ...contentHandlers(context),
    ...notificationHandlers(context),
    ...learningHandlers(context),
    ...recordHandlers(context),
  ];
}
export { apiRoute } from './context.ts';
export { addNotification } from './notifications.ts';
