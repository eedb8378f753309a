// The manage screens' lists of a creator's own questions and sets: searched, filtered, sorted and
// paged here. Through the records API the collections' rules (which look up the signed-in
// creator's `reviewer` flag) make PocketBase join and de-duplicate every row, 200 ms and more
// a page at 10,000 questions; a creator's own items need no rule, and the indexes of
// 1763780810_add_manage_indexes.js serve these queries.
import { queryOf } from './events.ts';
import { throwIfInvalid } from './records.ts';

const PER_PAGE_MAX = 100;
const LISTS = {
  questions: {
    search: ['text'],
    filters: ['subject', 'grade', 'type', 'difficulty', 'status'],
    sorts: ['text', 'subject', 'grade', 'type', 'difficulty', 'status', 'updated', 'created'],
  },
  question_sets: {
    search: ['title', 'description'],
    filters: ['subject', 'grade', 'type', 'difficulty', 'status'],
    sorts: ['title', 'subject', 'grade', 'type', 'difficulty', 'status', 'totalQuestions', 'updated', 'created'],
  },
};

function whole(value: string, fallback: number, max: number): number {
  const number = parseInt(value, 10);
  return number >= 1 ? Math.min(number, max) : fallback;
}

/**
 * `GET /api/creator/{collection}?q=&subject=&grade=&type=&difficulty=&status=&sort=-updated&page=1&perPage=30`
 * → PocketBase's list shape, with the signed-in creator's own items only.
 */
export function ownList(e: core.RequestEvent, collection: keyof typeof LISTS): void {
  // The routes require a creator's session.
  if (!e.auth) throw new UnauthorizedError();
  const list = LISTS[collection];
  const query = queryOf(e);
  const where = [$dbx.hashExp({ created_by: e.auth.id })];
  for (const field of list.filters) {
    const value = query.get(field);
    if (value) where.push($dbx.hashExp({ [field]: value }));
  }
  const search = (query.get('q') || '').trim();
  if (search) where.push($dbx.or(...list.search.map((field) => $dbx.like(field, search))));
  const sort = query.get('sort') || '-updated';
  const field = sort.replace(/^[-+]/, '');
  if (!list.sorts.includes(field)) throwIfInvalid({ sort: 'Sort by one of ' + list.sorts.join(', ') });
  const perPage = whole(query.get('perPage'), 30, PER_PAGE_MAX);
  const page = whole(query.get('page'), 1, 1000000);
  const condition = $dbx.and(...where);
  const totalItems = $app.countRecords(collection, condition);
  const items = arrayOf(new Record());
  $app
    .recordQuery(collection)
    .andWhere(condition)
    .orderBy('[[' + field + ']] ' + (sort.startsWith('-') ? 'DESC' : 'ASC'), '[[id]] ASC')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .all(items);
  return e.json(200, { page, perPage, totalItems, totalPages: Math.ceil(totalItems / perPage), items });
}
