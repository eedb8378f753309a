import type { ListResult } from 'pocketbase';
import { pb } from 'shared/session';
import { LIST_PAGE_SIZE, type ContentStatus } from './domain/index.ts';

type ContentCollection = 'questions' | 'question_sets';

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
 * title or description), filtered, sorted and paged by the server (backend/pb_hooks/lib/creator-lists.js).
 */
export function getOwnContent<R>(collection: ContentCollection, params: OwnContentParams): Promise<ListResult<R>> {
  const { search, page = 1, perPage = LIST_PAGE_SIZE, ...rest } = params;
  const path = collection === 'questions' ? '/api/creator/questions' : '/api/creator/question-sets';
  return pb.send<ListResult<R>>(path, {
    method: 'GET',
    query: { ...rest, ...(search?.trim() ? { q: search.trim() } : {}), page, perPage },
    requestKey: null,
  });
}

/**
 * The bulk actions of the manage screens, each one batch: one transaction, so every chosen item
 * changes or none does (a page holds 30, under the server's 100 requests per batch).
 */
export async function submitForReview(collection: ContentCollection, ids: readonly string[]): Promise<void> {
  const batch = pb.createBatch();
  for (const id of ids) batch.collection(collection).update(id, { status: 'review' });
  await batch.send({ requestKey: null });
}

/** Deletes drafts; the server refuses the whole batch if one of them is not the creator's own draft. */
export async function deleteDrafts(collection: ContentCollection, ids: readonly string[]): Promise<void> {
  const batch = pb.createBatch();
  for (const id of ids) batch.collection(collection).delete(id);
  await batch.send({ requestKey: null });
}
