import { getOwnContent, questionPicture, type OwnContentParams, type QuestionsResponse } from 'shared';
import type { ExportQuestion } from 'shared/export';
import { pb } from 'shared/session';

/** The most questions one export takes: ten pages of the creator's list, a file a teacher can still read. */
export const EXPORT_MAX = 1000;
const PAGE = 100;

type StoredQuestion = QuestionsResponse<ExportQuestion['options'], string[], string[]>;

/** A stored question as it goes out, with its own picture's bytes when the format carries them. */
async function exportQuestion(question: StoredQuestion, fileToken: string | null): Promise<ExportQuestion> {
  const { text, type, subject, grade, topic, tags, options, correctAnswer, explanation, image_alt } = question;
  const exported: ExportQuestion = {
    text,
    type: type as ExportQuestion['type'],
    subject: subject as ExportQuestion['subject'],
    grade: grade as ExportQuestion['grade'],
    topic: topic ?? '',
    tags: tags ?? [],
    options: options ?? [],
    correctAnswer: correctAnswer ?? '',
    explanation: explanation ?? '',
    image_alt: image_alt ?? '',
  };
  const name = fileToken === null ? undefined : questionPicture(question.images ?? [], options);
  if (!name) return exported;
  const response = await fetch(pb.files.getURL(question, name, { token: fileToken ?? '' }));
  if (!response.ok) return exported;
  return {
    ...exported,
    picture: { name, type: response.headers.get('Content-Type') ?? '', bytes: new Uint8Array(await response.arrayBuffer()) },
  };
}

async function withPictures(questions: StoredQuestion[], pictures: boolean): Promise<ExportQuestion[]> {
  const token = pictures && questions.some((q) => q.images?.length) ? await pb.files.getToken({ requestKey: null }) : null;
  const exported: ExportQuestion[] = [];
  for (const question of questions) exported.push(await exportQuestion(question, token));
  return exported;
}

/** The creator's own questions as the manage list finds them (its search and filters), in its order, up to EXPORT_MAX. */
export async function getListedQuestions(params: OwnContentParams, pictures: boolean): Promise<ExportQuestion[]> {
  const found: StoredQuestion[] = [];
  for (let page = 1; found.length < EXPORT_MAX; page += 1) {
    const list = await getOwnContent<StoredQuestion>('questions', { ...params, page, perPage: PAGE });
    found.push(...list.items);
    if (page >= list.totalPages) break;
  }
  return withPictures(found.slice(0, EXPORT_MAX), pictures);
}

/** A set's questions, in the set's order. */
export async function getSetQuestions(setId: string, pictures: boolean): Promise<ExportQuestion[]> {
  const set = await pb
    .collection('question_sets')
    .getOne<{ questions: string[]; expand?: { questions?: StoredQuestion[] } }>(setId, { expand: 'questions', requestKey: null });
  const byId = new Map((set.expand?.questions ?? []).map((q) => [q.id, q]));
  return withPictures(
    set.questions.flatMap((id) => byId.get(id) ?? []),
    pictures,
  );
}
