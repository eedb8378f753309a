/// <reference path="../../pb_data/types.d.ts" />
// The manage screens' lists of a creator's own questions and sets: searched, filtered, sorted and
// paged here. Through the records API the collections' rules (which look up the signed-in
// creator's `reviewer` flag) make PocketBase join and de-duplicate every row, 200 ms and more
// a page at 10,000 questions; a creator's own items need no rule, and the indexes of
// 1763780810_add_manage_indexes.js serve these queries.
const records = require(`${__hooks}/lib/server.js`).records;

const PER_PAGE_MAX = 100;
const LISTS = {
  questions: { search: ['text'], filters: ['subject', 'grade', 'type', 'difficulty', 'status'], sorts: ['text', 'subject', 'grade', 'type', 'difficulty', 'status', 'updated', 'created'] },
  question_sets: {
    search: ['title', 'description'],
    filters: ['subject', 'grade', 'type', 'difficulty', 'status'],
    sorts: ['title', 'subject', 'grade', 'type', 'difficulty', 'status', 'totalQuestions', 'updated', 'created'],
  },
};

/** @param {string} value @param {number} fallback @param {number} max */
function whole(value, fallback, max) {
  const number = parseInt(value, 10);
  return number >= 1 ? Math.min(number, max) : fallback;
}

/**
 * `GET /api/creator/{collection}?q=&subject=&grade=&type=&difficulty=&status=&sort=-updated&page=1&perPage=30`
 * → PocketBase's list shape, with the signed-in creator's own items only.
 * @param {core.RequestEvent} e @param {'questions' | 'question_sets'} collection
 */
function ownList(e, collection) {
  const list = LISTS[collection];
  const query = e.request.url.query();
  const where = [$dbx.hashExp({ created_by: e.auth.id })];
  list.filters.forEach(function (field) {
    const value = query.get(field);
    if (value) where.push($dbx.hashExp({ [field]: value }));
  });
  const search = (query.get('q') || '').trim();
  if (search) {
    where.push(
      $dbx.or.apply(
        null,
        list.search.map(function (field) {
          return $dbx.like(field, search);
        }),
      ),
    );
  }
  const sort = query.get('sort') || '-updated';
  const field = sort.replace(/^[-+]/, '');
  if (list.sorts.indexOf(field) < 0) records.throwIfInvalid({ sort: 'Sort by one of ' + list.sorts.join(', ') });
  const perPage = whole(query.get('perPage'), 30, PER_PAGE_MAX);
  const page = whole(query.get('page'), 1, 1000000);
  const condition = $dbx.and.apply(null, where);
  const totalItems = $app.countRecords(collection, condition);
  const items = arrayOf(new Record());
  $app
    .recordQuery(collection)
    .andWhere(condition)
    .orderBy('[[' + field + ']] ' + (sort.charAt(0) === '-' ? 'DESC' : 'ASC'), '[[id]] ASC')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .all(items);
  return e.json(200, { page: page, perPage: perPage, totalItems: totalItems, totalPages: Math.ceil(totalItems / perPage), items: items });
}

module.exports = { ownList };
