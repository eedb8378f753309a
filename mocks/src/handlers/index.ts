import type { HttpHandler } from 'msw';
import { createMockDb, type MockDb } from '../db.ts';
import { authHandlers } from './auth.ts';
import { contentHandlers } from './content.ts';
import type { HandlerContext } from './context.ts';
import { recordHandlers } from './records.ts';
import { studentHandlers } from './students.ts';

/**
 * MSW handlers that answer like PocketBase from the fixtures, one file per collection (and
 * one for sign-in and the generic record routes). Each call builds a fresh database, so tests
 * that share handlers never see each other's writes. The quiz engine's routes are not mocked
 * here: a test that needs them answers them itself with `mockServer.use`.
 */
export function createHandlers(db: MockDb = createMockDb()): HttpHandler[] {
  const context: HandlerContext = { db, mayDelete: new Map(), onDelete: new Map() };
  // Collection handlers come first: they register their rules before the generic routes answer.
  return [...authHandlers(context), ...studentHandlers(context), ...contentHandlers(context), ...recordHandlers(context)];
}
