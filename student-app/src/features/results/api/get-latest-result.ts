import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { readChildTries, type AssignmentsRecord, type EssayMark, type ResultsRecord } from 'shared';
import { pb, sessionAtom } from 'shared/session';

/** A submitted quiz as `GET /api/quiz/results/{id}` gives it: the result and each question with its key. */
export type QuizReview = {
  result: ResultsRecord & { id: string };
  points: number;
  details: Array<{
    id: string;
    type?: string;
    text: string;
    /** A matching question's are its pairs: the item, its partner (`match`) and the partner's id in the attempt. */
    /** A matching pair's picture: its words (`alt`) and, for the child, its address (`picture`). */
    options: Array<{ id: string; text: string; isCorrect?: boolean; match?: string; matchId?: string; alt?: string; picture?: string }>;
    /** A typed question's key (typed-answers.ts), shown once the quiz is submitted. */
    correctAnswer?: string;
    /** A typed answer taken as a word misspelt: the key's spelling of each such word (typed-answers.ts). */
    spelt?: string[];
    explanation: string;
    selected: string | null;
    isCorrect: boolean;
    /** An essay's mark by the child's parent, null until marked (essays.ts). */
    mark?: EssayMark | null;
    /** An essay written and not marked yet: neither right nor wrong so far. */
    awaitingMarking?: boolean;
  }>;
};

export type QuizOutcome = QuizReview & {
  title: string;
  subject: string;
  /** Every result of the child on this assignment, oldest first: the first counts for the parent, later ones are practice. */
  tries: Array<{ id: string; score: number; completed_at: string }>;
};

/** The child's latest result for an assignment with its review, or null when there is none yet. */
export async function getLatestResult(studentId: string, assignmentId: string): Promise<QuizOutcome | null> {
  const tries = await readChildTries<ResultsRecord & { expand?: { assignment_id?: AssignmentsRecord } }>(pb, studentId, assignmentId);
  const latest = tries.at(-1);
  if (!latest) return null;
  const review = await pb.send<QuizReview>(`/api/quiz/results/${encodeURIComponent(latest.id)}`, { method: 'GET', requestKey: null });
  return {
    ...review,
    title: latest.expand?.assignment_id?.title ?? '',
    subject: latest.expand?.assignment_id?.subject ?? '',
    tries: tries.map(({ id, score, completed_at }) => ({ id, score: score ?? 0, completed_at })),
  };
}

export const latestResultQuery = (studentId: string, assignmentId: string) =>
  queryOptions({ queryKey: ['results', studentId, assignmentId], queryFn: () => getLatestResult(studentId, assignmentId) });

export function useLatestResult(assignmentId: string) {
  const studentId = useAtomValue(sessionAtom).user?.id ?? '';
  return useQuery({ ...latestResultQuery(studentId, assignmentId), enabled: studentId !== '' });
}
