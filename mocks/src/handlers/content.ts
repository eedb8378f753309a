import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  MESSAGES,
  pictureProblem,
  QUESTION_SERVED_FIELDS,
  statusChangeProblem,
  validateQuestion,
  validateQuestionSet,
  type CreatorAnalytics,
  type CreatorOverview,
  type FieldErrors,
  type QuestionSetsRecord,
  type QuestionsRecord,
  type Unchecked,
} from 'shared';
import { EMPTY_FIELDS, setFigures, type MockDb, type MockRecord, type MockRecordOf } from '../db.ts';
import { withQuestionFiles } from './question-files.ts';
import { apiRoute, forbidden, invalid, newRecordId, notFound, unauthorized, userOf, type HandlerContext } from './context.ts';

/** The sample creator dashboard (docs/product.md, "Sample data"): the mock backend's answer, never the server's. */
export const SAMPLE_OVERVIEW: CreatorOverview = { totalQuestions: 156, published: 132, questionSets: 23, totalUsage: 15420 };

/** How often children picked each option of some fixture questions: sample figures for the analytics screen. */
const SAMPLE_PICKS: Record<string, { picks: Record<string, number>; discrimination: number | null }> = {
  qmathadd0000001: { picks: { a: 3, b: 4, c: 31, d: 2 }, discrimination: 0.42 },
  qmathsub0000001: { picks: { a: 3, b: 5, c: 24, d: 4 }, discrimination: 0.35 },
  qmathfrac000001: { picks: { a: 4, b: 14, c: 3, d: 1 }, discrimination: 0.05 },
  qengnoun0000001: { picks: { a: 1, b: 2, c: 5, d: 0 }, discrimination: null },
};
const SAMPLE_SETS: Record<string, { completions: number; averageScore: number }> = {
  setbasicmath001: { completions: 38, averageScore: 81 },
  setfractions001: { completions: 22, averageScore: 54 },
  setenglishgr001: { completions: 8, averageScore: 88 },
};

type Options = Array<{ id: string; text: string; isCorrect: boolean }>;

function sampleAnalytics(db: MockDb, creatorId: string): CreatorAnalytics {
  const own = (record: MockRecord) => record['created_by'] === creatorId;
  const questions = (db.collections['questions'] ?? []).filter((q) => own(q) && SAMPLE_PICKS[q.id]);
  const sets = (db.collections['question_sets'] ?? []).filter(own);
  return {
    questions: questions.map((question) => {
      const { picks, discrimination } = SAMPLE_PICKS[question.id]!;
      const options = (question['options'] as Options).map((option) => ({ ...option, picked: picks[option.id] ?? 0 }));
      return {
        id: question.id,
        text: String(question['text']),
        subject: String(question['subject']),
        grade: String(question['grade']),
        status: String(question['status']),
        type: String(question['type']),
        options,
        wrongAnswers: [],
        answered: options.reduce((sum, o) => sum + o.picked, 0),
        correct: options.filter((o) => o.isCorrect).reduce((sum, o) => sum + o.picked, 0),
        discrimination,
      };
    }),
    sets: sets.map((set) => ({
      id: set.id,
      title: String(set['title']),
      subject: String(set['subject']),
      grade: String(set['grade']),
      status: String(set['status']),
      completions: SAMPLE_SETS[set.id]?.completions ?? 0,
      averageScore: SAMPLE_SETS[set.id]?.averageScore ?? null,
    })),
  };
}

const PUBLISHED_IS_FIXED = 'A published question cannot be changed: write a new version that replaces it';

/** Publish names the version the reviewer read (backend/src/content). */
const VERSION_UNNAMED = 'Publish names the version you reviewed: send its updated time';
const versionChanged = () =>
  HttpResponse.json(
    { status: 409, message: 'This item changed after you opened it: look at it again before publishing.', data: {} },
    { status: 409 },
  );

const NUMBER_FIELDS = new Set(['estimatedTime', 'year', 'timeLimit']);

/** A request body as PocketBase reads it: JSON, or multipart with `@jsonPayload` parts and files. */
async function bodyOf(request: Request, files: Map<string, Blob>, owner: () => string): Promise<Record<string, unknown>> {
  if (!(request.headers.get('Content-Type') ?? '').includes('multipart/form-data'))
    return (await request.json()) as Record<string, unknown>;
  const body: Record<string, unknown> = {};
  const form = await request.formData();
  for (const [name, value] of form.entries()) {
    if (name === '@jsonPayload') Object.assign(body, JSON.parse(String(value)));
    else if (typeof value === 'string') body[name] = NUMBER_FIELDS.has(name) ? Number(value) : value;
    else {
      const stored = `${value.name.replace(/\.[^.]*$/, '')}_${newRecordId().slice(0, 10)}${/\.[^.]*$/.exec(value.name)?.[0] ?? ''}`;
      files.set(`${owner()}/${stored}`, value);
      body[name] = name === 'images' || name === 'images+' ? [...((body[name] as string[] | undefined) ?? []), stored] : stored;
    }
  }
  return body;
}

/** The server's refusal of a picture uploaded with hidden details still in it, or of too many pixels (backend/src/question-files.ts). */
async function pictureErrors(body: Record<string, unknown>, files: Map<string, Blob>, owner: string): Promise<{ images?: string }> {
  const uploads = [body['images'], body['images+']].flatMap((names) => (Array.isArray(names) ? (names as string[]) : []));
  for (const name of uploads) {
    const blob = files.get(`${owner}/${name}`);
    const problem = blob ? pictureProblem(new Uint8Array(await blob.arrayBuffer())) : null;
    if (problem) return { images: problem };
  }
  return {};
}

const now = () => new Date().toISOString().replace('T', ' ');

/** The fields of a question or of a question set. */
type ContentFields = Unchecked<QuestionsRecord> & Unchecked<QuestionSetsRecord>;

const problems = (collection: string, record: MockRecordOf<ContentFields>): FieldErrors<ContentFields> =>
  collection === 'questions' ? validateQuestion(record) : validateQuestionSet(record);

/** The manage lists' search fields, as on the server (backend/src/creator-lists.ts). */
const OWN_LISTS = {
  creatorQuestions: { collection: 'questions', search: ['text'] },
  creatorQuestionSets: { collection: 'question_sets', search: ['title', 'description'] },
} as const;
const LIST_FILTERS = ['subject', 'grade', 'type', 'difficulty', 'status'];

/** PocketBase's answer to a new record whose id is taken. */
const idTaken = () =>
  HttpResponse.json(
    { status: 400, message: 'Failed to create record.', data: { id: { code: 'validation_not_unique', message: 'Value must be unique.' } } },
    { status: 400 },
  );

const answer = (result: MockRecord | Response) => (result instanceof Response ? result : HttpResponse.json(result));

/** Questions and question sets with the server's validation, review workflow and set totals; the creator's figures. */
export function contentHandlers({ db, mayDelete }: HandlerContext): HttpHandler[] {
  const files = db.files;
  const list = (name: string) => (db.collections[name] ??= []);
  // As the server's delete rule: a creator's own drafts only.
  const ownDraft = (record: MockRecord, request: Request) =>
    record['created_by'] === userOf(request, db)?.id && record['status'] === 'draft';
  mayDelete.set('questions', ownDraft);
  mayDelete.set('question_sets', ownDraft);

  /** The set's totals, as the server computes them from its questions. */
  const withTotals = (set: MockRecord): MockRecord => ({ ...set, ...setFigures(set, list('questions')) });

  /** Creates or updates one record the way the hooks would; an error response when refused. */
  const write = (
    collection: string,
    request: Request,
    sent: Record<string, unknown>,
    id?: string,
    fileErrors: { images?: string } = {},
  ): MockRecord | Response => {
    const { reviewed_version: reviewedVersion, ...fields } = sent;
    const user = userOf(request, db);
    if (user?.collectionName !== 'creators') return unauthorized();
    const records = list(collection);
    const original = id ? records.find((r) => r.id === id) : undefined;
    const body = collection === 'questions' ? withQuestionFiles(original, fields) : fields;
    if (id && !original) return notFound();
    // As the server's primary key: the importer writes each question under an id of its own (importId).
    if (!original && body['id'] !== undefined && records.some((r) => r.id === body['id'])) return idTaken();
    const isOwner = !original || original['created_by'] === user.id;
    const merged: MockRecord = {
      collectionId: `pbc_${collection}`,
      collectionName: collection,
      created: now(),
      ...EMPTY_FIELDS[collection],
      ...original,
      ...body,
      id: original?.id ?? String(body['id'] ?? newRecordId()),
      updated: now(),
    };
    const [from, to] = [String(original?.['status'] ?? 'draft'), String(merged['status'])];
    const publishing = original && from !== 'published' && to === 'published';
    if (publishing && reviewedVersion && reviewedVersion !== original['updated']) return versionChanged();
    const errors: FieldErrors<ContentFields & { reviewed_version: string }> = { ...problems(collection, merged), ...fileErrors };
    if (publishing && !reviewedVersion) errors.reviewed_version = VERSION_UNNAMED;
    const status = statusChangeProblem(from, to, { isOwner, isReviewer: user['reviewer'] === true });
    if (!original && to === 'published') errors.status = 'New items start as a draft or in review; a reviewer publishes them';
    else if (status) errors.status = status;
    // The review comment (backend/pb_hooks/lib/review.js): a reviewer sending an item back says why; going on clears it.
    if (original && from === 'review' && to === 'draft' && !isOwner) {
      if (!String(merged['review_comment'] ?? '').trim()) errors.review_comment = MESSAGES.reviewComment;
    } else if (to !== 'draft') merged['review_comment'] = '';
    // Versions and publishing (backend/src/content): what a child is served stays as published.
    if (collection === 'questions' && from === 'published') {
      for (const field of QUESTION_SERVED_FIELDS) {
        if (JSON.stringify(merged[field] ?? null) !== JSON.stringify(original?.[field] ?? null)) errors[field] = PUBLISHED_IS_FIXED;
      }
    }
    if (
      collection === 'question_sets' &&
      to === 'published' &&
      (merged['questions'] as string[]).some((qid) => list('questions').find((q) => q.id === qid)?.['status'] !== 'published')
    ) {
      errors.status = 'Publish every question of the set first';
    }
    if (Object.values(errors).some(Boolean)) return invalid(errors);
    const saved = collection === 'question_sets' ? withTotals(merged) : merged;
    if (original) records.splice(records.indexOf(original), 1, saved);
    else records.push(saved);
    if (collection === 'questions' && to === 'published' && from !== 'published' && saved['replaces'])
      takePlaceOf(String(saved['replaces']), saved.id);
    return saved;
  };

  /** On publishing, a new version takes the place of the question it replaces in every set, and the old one goes back to draft. */
  const takePlaceOf = (replacedId: string, id: string) => {
    const replaced = list('questions').find((q) => q.id === replacedId);
    if (replaced?.['status'] !== 'published') return;
    const sets = list('question_sets');
    sets.forEach((set, index) => {
      const ids = set['questions'] as string[];
      if (ids.includes(replacedId))
        sets[index] = withTotals({ ...set, questions: [...new Set(ids.map((qid) => (qid === replacedId ? id : qid)))] });
    });
    replaced['status'] = 'draft';
  };

  /** The creator routes' guard, as PocketBase's requireAuth('creators'): 401 without a session, 403 for another role. */
  const creatorOf = (request: Request): MockRecord | Response => {
    const user = userOf(request, db);
    if (!user) return unauthorized();
    return user.collectionName === 'creators' ? user : forbidden();
  };

  return [
    apiRoute('creatorOverview', ({ request }) => {
      const user = creatorOf(request);
      return user instanceof Response ? user : HttpResponse.json(SAMPLE_OVERVIEW);
    }),

    apiRoute('creatorAnalytics', ({ request }) => {
      const user = creatorOf(request);
      return user instanceof Response ? user : HttpResponse.json(sampleAnalytics(db, user.id));
    }),

    // The creator's own items, searched, filtered, sorted and paged.
    ...(['creatorQuestions', 'creatorQuestionSets'] as const).map((route) =>
      apiRoute(route, ({ request }) => {
        const own = OWN_LISTS[route];
        const user = creatorOf(request);
        if (user instanceof Response) return user;
        const query = new URL(request.url).searchParams;
        const search = (query.get('q') ?? '').trim().toLowerCase();
        const sort = query.get('sort') || '-updated';
        const field = sort.replace(/^[-+]/, '');
        const direction = sort.startsWith('-') ? -1 : 1;
        const items = list(own.collection)
          .filter((record) => record['created_by'] === user.id)
          .filter((record) => LIST_FILTERS.every((name) => !query.get(name) || record[name] === query.get(name)))
          .filter(
            (record) =>
              !search ||
              own.search.some((name) =>
                String(record[name] ?? '')
                  .toLowerCase()
                  .includes(search),
              ),
          )
          .toSorted((a, b) => {
            const [x, y] = [a[field] ?? '', b[field] ?? ''];
            return (
              direction * (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))) ||
              a.id.localeCompare(b.id)
            );
          });
        const page = Number(query.get('page') ?? 1);
        const perPage = Number(query.get('perPage') ?? 30);
        return HttpResponse.json({
          page,
          perPage,
          totalItems: items.length,
          totalPages: Math.ceil(items.length / perPage),
          items: items.slice((page - 1) * perPage, page * perPage),
        });
      }),
    ),

    http.post('*/api/collections/:collection/records', async ({ params, request }) => {
      const collection = String(params['collection']);
      if (collection !== 'questions' && collection !== 'question_sets') return undefined;
      const id = newRecordId();
      // An id the client chose stands, as on the server (the importer's, importId).
      const body = await bodyOf(request, files, () => id);
      return answer(write(collection, request, { id, ...body }, undefined, await pictureErrors(body, files, id)));
    }),

    http.patch('*/api/collections/:collection/records/:id', async ({ params, request }) => {
      const collection = String(params['collection']);
      if (collection !== 'questions' && collection !== 'question_sets') return undefined;
      const id = String(params['id']);
      const body = await bodyOf(request, files, () => id);
      return answer(write(collection, request, body, id, await pictureErrors(body, files, id)));
    }),

    // A batch is all or nothing, as on the server.
    http.post('*/api/batch', async ({ request }) => {
      // The SDK sends a batch as multipart, its requests in a `@jsonPayload` part.
      const { requests } = (await bodyOf(request, files, () => 'batch')) as {
        requests: Array<{ method: string; url: string; body: Record<string, unknown> }>;
      };
      const saved: Array<{ status: number; body: MockRecord | null }> = [];
      const failures: Record<string, unknown> = {};
      const snapshot = Object.fromEntries(Object.entries(db.collections).map(([name, records]) => [name, [...records]]));
      for (const [index, item] of requests.entries()) {
        const [, collection = '', id] = /\/api\/collections\/(\w+)\/records(?:\/(\w+))?/.exec(item.url) ?? [];
        const result = item.method === 'DELETE' ? deleteOne(collection, id ?? '', request) : write(collection, request, item.body, id);
        if (result instanceof Response) failures[index] = { code: result.status, response: await result.json() };
        else saved.push(item.method === 'DELETE' ? { status: 204, body: null } : { status: 200, body: result });
      }
      if (Object.keys(failures).length) {
        Object.assign(db.collections, snapshot);
        return HttpResponse.json({ status: 400, message: 'Batch transaction failed.', data: { requests: failures } }, { status: 400 });
      }
      return HttpResponse.json(saved);
    }),

    http.post('*/api/files/token', () => HttpResponse.json({ token: 'mock-file-token' })),

    http.get('*/api/files/:collection/:id/:name', ({ params }) => {
      const file = files.get(`${String(params['id'])}/${String(params['name'])}`);
      return file ? new HttpResponse(file, { headers: { 'Content-Type': file.type } }) : notFound();
    }),
  ];

  function deleteOne(collection: string, id: string, request: Request): MockRecord | Response {
    const records = list(collection);
    const record = records.find((r) => r.id === id);
    if (!record || !ownDraft(record, request)) return notFound();
    records.splice(records.indexOf(record), 1);
    return record;
  }
}
