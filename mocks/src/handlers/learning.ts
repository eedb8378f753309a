import { HttpResponse, type HttpHandler } from 'msw';
import {
  answerSkill,
  bestPractice,
  emptySkill,
  isAnswerCorrect,
  isEssay,
  masteryDay,
  REVIEW_QUESTIONS_MAX,
  REVIEW_TEXTS,
  scheduleAnswer,
  stepFor,
  weakestSkills,
  type CandidateSet,
  type QuizQuestion,
  type ReviewCard,
  type SkillRow,
  type SkillState,
} from 'shared';
import { REFUSALS } from 'shared/api';
import type { MockDb, MockRecord } from '../db.ts';
import { apiRoute, forbidden, newRecordId, refuse, unauthorized, userOf, type HandlerContext } from './context.ts';

type Learnt = { cards: Map<string, ReviewCard>; skills: Map<string, SkillRow & SkillState> };

const questionsOfSets = (db: MockDb, setIds: readonly string[]) => {
  const sets = db.collections['question_sets'] ?? [];
  const ids = [...new Set(setIds.flatMap((id) => (sets.find((set) => set.id === id)?.['questions'] ?? []) as string[]))];
  return ids.map((id) => (db.collections['questions'] ?? []).find((q) => q.id === id)).filter((q): q is MockRecord => Boolean(q));
};

/**
 * What the server's learning engine holds for a child, worked out from the child's results by the same
 * rules (the shared domain): each answer, in the order of the results, schedules its question and moves its skills.
 */
function learnt(db: MockDb, studentId: string): Learnt {
  const cards = new Map<string, ReviewCard>();
  const skills = new Map<string, SkillRow & SkillState>();
  const results = (db.collections['results'] ?? [])
    .filter((result) => result['student_id'] === studentId)
    .toSorted((a, b) => String(a['completed_at']).localeCompare(String(b['completed_at'])));
  for (const result of results) {
    const assignment = (db.collections['assignments'] ?? []).find((a) => a.id === result['assignment_id']);
    const questions = assignment?.['review']
      ? ((assignment['questions'] ?? []) as string[])
          .map((id) => (db.collections['questions'] ?? []).find((q) => q.id === id))
          .filter((q): q is MockRecord => Boolean(q))
      : questionsOfSets(db, (assignment?.['question_sets'] ?? []) as string[]);
    const answers = (result['answers'] ?? {}) as Record<string, string>;
    const when = new Date(String(result['completed_at']).replace(' ', 'T'));
    for (const question of questions) {
      const given = answers[question.id];
      if (!given || isEssay(String(question['type']))) continue;
      const right = isAnswerCorrect(question as unknown as QuizQuestion, given);
      cards.set(question.id, scheduleAnswer(cards.get(question.id) ?? null, right, when));
      const about = {
        type: String(question['type'] ?? ''),
        difficulty: String(question['difficulty'] ?? ''),
        optionCount: ((question['options'] ?? []) as unknown[]).length,
      };
      const subject = String(question['subject'] ?? '');
      const topic = String(question['topic'] ?? '');
      if (!subject || !topic) continue;
      for (const skill of ['', ...((question['skills'] ?? []) as string[])]) {
        const key = JSON.stringify([subject, topic, skill]);
        const state = answerSkill(skills.get(key) ?? emptySkill(), about, right, masteryDay(when));
        skills.set(key, { subject, topic, skill, ...state, level: state.level === 'not_started' ? 'practising' : state.level });
      }
    }
  }
  return { cards, skills };
}

/** The child's due questions, most overdue first, a review's length at most: published and not essays. */
function duePick(db: MockDb, studentId: string) {
  const now = Date.now();
  return [...learnt(db, studentId).cards.entries()]
    .filter(([id, card]) => {
      const question = (db.collections['questions'] ?? []).find((q) => q.id === id);
      return question && question['status'] === 'published' && !isEssay(String(question['type'])) && Date.parse(card.due) <= now;
    })
    .toSorted(([a, x], [b, y]) => x.due.localeCompare(y.due) || a.localeCompare(b))
    .slice(0, REVIEW_QUESTIONS_MAX)
    .map(([id, card]) => ({ id, mistake: !card.lastRight }));
}

const waitingReview = (db: MockDb, studentId: string) =>
  (db.collections['assignments'] ?? [])
    .filter((a) => a['review'] === true && a['status'] === 'active' && (a['assigned_students'] as string[]).includes(studentId))
    .filter((a) => !(db.collections['results'] ?? []).some((r) => r['assignment_id'] === a.id))
    .at(-1);

/** A child's review and what a parent reads of a child's skills, as the server's learning routes answer. */
export function learningHandlers({ db }: HandlerContext): HttpHandler[] {
  const ownChild = (request: Request, id: unknown) => {
    const parent = userOf(request, db);
    const child = (db.collections['students'] ?? []).find((s) => s.id === id);
    return parent && child && child['parent_id'] === parent.id ? child : undefined;
  };
  const parentsOnly = (request: Request) => {
    const user = userOf(request, db);
    if (!user) return unauthorized();
    return user.collectionName === 'parents' ? null : forbidden();
  };
  const studentOf = (request: Request) => {
    const user = userOf(request, db);
    return user?.collectionName === 'students' ? user : undefined;
  };

  return [
    apiRoute('reviewStatus', ({ request }) => {
      const user = userOf(request, db);
      if (!user) return unauthorized();
      if (user.collectionName !== 'students') return forbidden();
      const waiting = waitingReview(db, user.id);
      const begun = Boolean(
        waiting && (db.collections['attempts'] ?? []).some((a) => a['assignment_id'] === waiting.id && a['status'] === 'in_progress'),
      );
      const pick = duePick(db, user.id);
      const mistakes = pick.length > 0 && pick.every((item) => item.mistake);
      return HttpResponse.json({ questions: pick.length, mistakes, begun, assignmentId: waiting?.id ?? '' });
    }),

    apiRoute('reviewStart', ({ request }) => {
      const child = studentOf(request);
      if (!userOf(request, db)) return unauthorized();
      if (!child) return forbidden();
      const pick = duePick(db, child.id);
      if (!pick.length) return refuse(REFUSALS.nothingDue);
      const now = new Date().toISOString().replace('T', ' ');
      const review = waitingReview(db, child.id) ?? {
        collectionId: 'pbc_assignments',
        collectionName: 'assignments',
        id: newRecordId(),
        created: now,
        updated: now,
        review: true,
        status: 'active',
        created_by: child['parent_id'],
        assigned_students: [child.id],
        question_sets: [],
        dueDate: '',
        difficulty: '',
        instructions: REVIEW_TEXTS.instructions,
      };
      Object.assign(review, {
        title: pick.every((item) => item.mistake) ? REVIEW_TEXTS.mistakesTitle : REVIEW_TEXTS.reviewTitle,
        questions: pick.map((item) => item.id),
        totalQuestions: pick.length,
        timeLimit: Number(child['review_time']) || 0,
      });
      if (!(db.collections['assignments'] ?? []).includes(review)) (db.collections['assignments'] ??= []).push(review);
      return HttpResponse.json({ assignmentId: review.id });
    }),

    apiRoute('childLearning', ({ params, request }) => {
      const refused = parentsOnly(request);
      if (refused) return refused;
      const child = ownChild(request, params['childId']);
      if (!child) return refuse(REFUSALS.childNotFound);
      const rows = [...learnt(db, child.id).skills.values()].toSorted(
        (a, b) => a.subject.localeCompare(b.subject) || a.topic.localeCompare(b.topic) || a.skill.localeCompare(b.skill),
      );
      // As the server: a set the child has still to do is no next step; one done before comes after the others.
      const given = new Map<string, 'open' | 'done'>();
      for (const assignment of (db.collections['assignments'] ?? []).filter(
        (a) => !a['review'] && a['status'] !== 'deleted' && (a['assigned_students'] as string[]).includes(child.id),
      )) {
        const finished = (db.collections['results'] ?? []).some(
          (r) => r['assignment_id'] === assignment.id && r['student_id'] === child.id,
        );
        for (const id of assignment['question_sets'] as string[])
          if (!finished) given.set(id, 'open');
          else if (!given.has(id)) given.set(id, 'done');
      }
      let nextStep = null;
      for (const skill of weakestSkills(rows).slice(0, 5)) {
        const candidates: CandidateSet[] = (db.collections['question_sets'] ?? [])
          .filter((set) => set['status'] === 'published' && set['subject'] === skill.subject && given.get(set.id) !== 'open')
          .map((set) => ({
            id: set.id,
            title: String(set['title']),
            subject: String(set['subject']),
            grade: String(set['grade']),
            difficulty: String(set['difficulty'] ?? ''),
            totalQuestions: Number(set['totalQuestions'] ?? 0),
            estimatedTime: Number(set['estimatedTime'] ?? 0),
            hits: questionsOfSets(db, [set.id]).filter(
              (q) => q['topic'] === skill.topic && ((q['skills'] ?? []) as string[]).includes(skill.skill),
            ).length,
            assigned: given.get(set.id) === 'done',
          }));
        const set = bestPractice(candidates, String(child['grade']));
        if (set) {
          nextStep = stepFor('practise', skill, set);
          break;
        }
      }
      return HttpResponse.json({
        skills: rows.map(({ subject, topic, skill, level, answers, right, days }) => ({
          subject,
          topic,
          skill,
          level,
          answers,
          right,
          days,
        })),
        nextStep,
      });
    }),

    apiRoute('childSkillQuestions', ({ params, request }) => {
      const refused = parentsOnly(request);
      if (refused) return refused;
      const child = ownChild(request, params['childId']);
      if (!child) return refuse(REFUSALS.childNotFound);
      const query = new URL(request.url).searchParams;
      const [subject, topic, skill] = ['subject', 'topic', 'skill'].map((name) => query.get(name) ?? '');
      if (!subject || !topic) return refuse(REFUSALS.chooseSkill);
      const questions = [...learnt(db, child.id).cards.entries()]
        .map(([id, card]) => ({ question: (db.collections['questions'] ?? []).find((q) => q.id === id), card }))
        .filter(
          ({ question }) =>
            question &&
            question['status'] === 'published' &&
            question['subject'] === subject &&
            question['topic'] === topic &&
            (!skill || ((question['skills'] ?? []) as string[]).includes(skill)),
        )
        .toSorted((a, b) => b.card.lastReview.localeCompare(a.card.lastReview))
        .map(({ question, card }) => ({
          id: question!.id,
          text: String(question!['text']),
          type: String(question!['type']),
          lastRight: card.lastRight,
          due: card.due,
          lastAnswered: card.lastReview,
          answers: card.reps,
          slips: card.lapses,
        }));
      return HttpResponse.json({ questions });
    }),
  ];
}
