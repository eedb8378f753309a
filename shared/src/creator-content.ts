import type { ListResult } from 'pocketbase';
import { sendApi } from './api/index.ts';
import { pb } from 'shared/session';
import { LIST_PAGE_SIZE, type ContentStatus } from './domain/index.ts';

// Only the creator portal's screens call this, but it stays in shared: the backend's query-plan
// test and volume bench send the same request through it (as they do the reads of screen-reads.ts),
// and the backend imports no app. The portal's writes live in creator-app/src/lib/own-content.ts.

/** The collections a creator writes and manages, alike. */
export type ContentCollection = 'questions' | 'question_sets';

/** What a creator's list asks the server for; every part may be left out. */
export interface OwnContentParams {
  search?: string;
  subject?: string;
  grade?: string;
  type?: string;
  difficulty?: string;
  status?: ContentStatus;
  /** A field, `-` first for descending; `-updated` when left out. */
  sort?: string;
  page?: number;
  perPage?: number;
}

/**
 * The signed-in creator's own questions or question sets, searched (a question's text; a set's
 * title or description), filtered, sorted and paged by the server (backend/src/creator-lists.ts).
 */
export function getOwnContent<R>(collection: ContentCollection, params: OwnContentParams): Promise<ListResult<R>> {
  const { search, page = 1, perPage = LIST_PAGE_SIZE, ...rest } = params;
  // R: the record as the calling screen reads it (its JSON fields typed), which the server's list answers.
  return sendApi(pb, collection === 'questions' ? 'creatorQuestions' : 'creatorQuestionSets', {
    query: { ...rest, ...(search?.trim() ? { q: search.trim() } : {}), page, perPage },
    requestKey: null,
  }) as Promise<ListResult<R>>;
}
