import { HttpResponse, type HttpHandler } from 'msw';
import { questionPicture, scoreAnswers } from 'shared';
import { apiPath, REFUSALS, type AnswerBody } from 'shared/api';
import type { MockDb, MockRecord } from '../db.ts';
import { apiRoute, newRecordId, refuse, userOf } from './context.ts';
import { assignmentQuestions, reviewOf, type StoredQuestion } from './results.ts';

/** A question's picture and sound as the server serves them in a quiz: under ids of the attempt, with the student's file token. */
function mediaOf(question: StoredQuestion, attempt: ScriptedAttempt) {
  const record = question as unknown as MockRecord;
  // One id a file for the attempt's life, as the server keeps them with the attempt.
  const served = (file: unknown) => {
    const key = `${question.id}/${String(file)}`;
    const id = [...attempt.media].find(([, kept]) => kept === key)?.[0] ?? newRecordId().slice(0, 10);
    attempt.media.set(id, key);
    return `${apiPath('quizMedia', { attemptId: attempt.id, mediaId: id })}?token=mock-file-token`;
  };
  // As the server: the question's own picture is the file no matching pair shows.
  const image = questionPicture((record['images'] ?? []) as string[], record['options']);
  const audio = record['audio'];
  return {
    ...(image ? { image: { url: served(image), alt: String(record['image_alt'] ?? '') } } : {}),
    ...(audio ? { audio: { url: served(audio) } } : {}),
  };
}

const notFound = () => refuse(REFUSALS.quizNotFound);

interface ScriptedAttempt {
  id: string;
  assignment: MockRecord;
  studentId: string;
  answers: Record<string, string>;
  flagged: Set<string>;
  startedAt: number;
  deadline: number;
  /** The start of the break it is on (the clock stopped), or null. */
  pausedAt: number | null;
  breaksLeft: number;
  /** The result once submitted: a second submit returns it, an answer is refused. */
  result?: MockRecord;
  /** The files it served, by the ids it gave them: `recordId/storedName`. */
  media: Map<string, string>;
}

/**
 * A scripted quiz over the mock database, only for a remote running alone in the browser
 * (browser.ts), so that a child can take the sample quiz: one open attempt per assignment, the
 * questions in set order, answers to the served options kept as sent, and a submit scored by the
 * shared rules into a result record. It is not the quiz engine: the engine's rules (transactions,
 * deadlines and grace, shuffling, time allowances) are the server's and are tested there; what the
 * apps see of it is held to the server by the contract suite (backend/contract). Component tests
 * never use it: each answers the quiz routes it needs itself, with `mockServer.use` and the data
 * builders of testing.tsx. A stored result's review is the mock backend's (results.ts).
 */
export function quizScript(db: MockDb): HttpHandler[] {
  const attempts = new Map<string, ScriptedAttempt>();
  const find = (collection: string, id: unknown) => db.collections[collection]?.find((record) => record.id === id);
  const questionsOf = (assignment: MockRecord) => assignmentQuestions(db, assignment.id);
  const view = (attempt: ScriptedAttempt) => ({
    id: attempt.id,
    assignment_id: attempt.assignment.id,
    status: 'in_progress',
    started_at: new Date(attempt.startedAt).toISOString(),
    deadline: new Date(attempt.deadline).toISOString(),
    pausedAt: attempt.pausedAt === null ? null : new Date(attempt.pausedAt).toISOString(),
    breaksLeft: attempt.breaksLeft,
    answers: { ...attempt.answers },
    flagged: [...attempt.flagged],
  });
  /** Scores the attempt with what it holds into its one result (a second submit finds it). */
  const finish = (attempt: ScriptedAttempt): MockRecord => {
    if (attempt.result) return attempt.result;
    const stored = find('attempts', attempt.id);
    if (stored) stored['status'] = 'submitted';
    const { correct, total, awaiting, score } = scoreAnswers(questionsOf(attempt.assignment), attempt.answers);
    const now = Date.now();
    attempt.result = {
      collectionId: 'pbc_results',
      collectionName: 'results',
      id: newRecordId(),
      student_id: attempt.studentId,
      parent_id: find('students', attempt.studentId)?.['parent_id'] ?? '',
      assignment_id: attempt.assignment.id,
      attempt_id: attempt.id,
      score: score ?? 0,
      awaiting_marking: awaiting,
      total_questions: total,
      correct_answers: correct,
      time_taken: Math.round((Math.min(now, attempt.deadline) - attempt.startedAt) / 1000),
      answers: attempt.answers,
      completed_at: new Date(now).toISOString().replace('T', ' '),
    };
    (db.collections['results'] ??= []).push(attempt.result);
    return attempt.result;
  };
  const own = (request: Request, id: unknown) => {
    const attempt = attempts.get(String(id));
    return attempt && userOf(request, db)?.id === attempt.studentId ? attempt : undefined;
  };

  return [
    apiRoute('quizStart', ({ params, request }) => {
      const student = userOf(request, db);
      const assignment = find('assignments', params['assignmentId']);
      if (
        !student ||
        !assignment ||
        assignment['status'] !== 'active' ||
        !(assignment['assigned_students'] as string[]).includes(student.id)
      )
        return notFound();
      let attempt = [...attempts.values()].find(
        (candidate) => candidate.assignment.id === assignment.id && candidate.studentId === student.id && !candidate.result,
      );
      if (!attempt) {
        const startedAt = Date.now();
        attempt = {
          id: newRecordId(),
          assignment,
          studentId: student.id,
          answers: {},
          flagged: new Set(),
          startedAt,
          deadline: startedAt + Number(assignment['timeLimit']) * 60 * 1000,
          pausedAt: null,
          breaksLeft: 1,
          media: new Map(),
        };
        attempts.set(attempt.id, attempt);
        // What the dashboard reads to show the assignment in progress.
        (db.collections['attempts'] ??= []).push({
          collectionName: 'attempts',
          id: attempt.id,
          student_id: student.id,
          parent_id: student['parent_id'],
          assignment_id: assignment.id,
          status: 'in_progress',
        });
      }
      return HttpResponse.json({
        attempt: view(attempt),
        assignment: {
          id: assignment.id,
          title: assignment['title'],
          subject: assignment['subject'],
          difficulty: assignment['difficulty'],
          instructions: assignment['instructions'],
          timeLimit: assignment['timeLimit'],
        },
        // On a break, as the server: no question to read until Resume.
        questions:
          attempt.pausedAt !== null
            ? []
            : questionsOf(assignment).map((q) => ({
                id: q.id,
                type: q.type ?? 'multiple_choice',
                text: q.text,
                options: q.options.map(({ id, text }) => ({ id, text })),
                media: mediaOf(q, attempt),
              })),
        serverTime: new Date().toISOString(),
      });
    }),

    // A file the attempt served, by its id; the file token in the address stands for the child (one mock token).
    apiRoute('quizMedia', ({ params }) => {
      const attempt = attempts.get(String(params['attemptId']));
      const file = attempt && !attempt.result ? db.files.get(attempt.media.get(String(params['mediaId'])) ?? '') : undefined;
      return file ? new HttpResponse(file, { headers: { 'Content-Type': file.type } }) : notFound();
    }),

    apiRoute('quizAnswer', async ({ params, request }) => {
      const attempt = own(request, params['attemptId']);
      if (!attempt) return notFound();
      if (attempt.result) return refuse(REFUSALS.alreadySubmitted);
      if (attempt.pausedAt !== null) return refuse(REFUSALS.onABreak);
      const body = (await request.json()) as AnswerBody;
      const question = questionsOf(attempt.assignment).find((q) => q.id === body.questionId);
      if (!question) return refuse(REFUSALS.notAQuestion);
      if (typeof body.answer === 'string' && !question.options.some((option) => option.id === body.answer))
        return refuse(REFUSALS.notAnOption);
      if (body.answer === null) delete attempt.answers[body.questionId];
      else if (body.answer !== undefined) attempt.answers[body.questionId] = body.answer;
      if (body.flagged === true) attempt.flagged.add(body.questionId);
      if (body.flagged === false) attempt.flagged.delete(body.questionId);
      // As the server answers: the question's row as stored.
      return HttpResponse.json({
        questionId: body.questionId,
        answer: attempt.answers[body.questionId] ?? null,
        flagged: attempt.flagged.has(body.questionId),
      });
    }),

    apiRoute('quizSubmit', ({ params, request }) => {
      const attempt = own(request, params['attemptId']);
      if (!attempt) return notFound();
      return HttpResponse.json(reviewOf(db, finish(attempt)));
    }),

    // A break: the clock stops; Resume moves the deadline by the break (the server's ten-minute cap is its own).
    apiRoute('quizPause', ({ params, request }) => {
      const attempt = own(request, params['attemptId']);
      if (!attempt) return notFound();
      if (attempt.result) return refuse(REFUSALS.alreadySubmitted);
      if (attempt.pausedAt === null && attempt.breaksLeft < 1) return refuse(REFUSALS.noBreaksLeft);
      if (attempt.pausedAt === null) {
        attempt.pausedAt = Date.now();
        attempt.breaksLeft -= 1;
      }
      return HttpResponse.json({ attempt: view(attempt), serverTime: new Date().toISOString() });
    }),

    apiRoute('quizResume', ({ params, request }) => {
      const attempt = own(request, params['attemptId']);
      if (!attempt) return notFound();
      if (attempt.pausedAt !== null) {
        attempt.deadline += Date.now() - attempt.pausedAt;
        attempt.pausedAt = null;
      }
      return HttpResponse.json({ attempt: view(attempt), serverTime: new Date().toISOString() });
    }),

    apiRoute('quizExit', ({ params, request }) => {
      const attempt = own(request, params['attemptId']);
      if (!attempt) return notFound();
      if (attempt.result) return refuse(REFUSALS.alreadySubmitted);
      // Once its time is up, Exit submits it with what it holds, as the server does.
      if (attempt.pausedAt === null && Date.now() > attempt.deadline) return HttpResponse.json(reviewOf(db, finish(attempt)));
      attempts.delete(attempt.id);
      db.collections['attempts'] = (db.collections['attempts'] ?? []).filter((stored) => stored.id !== attempt.id);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
