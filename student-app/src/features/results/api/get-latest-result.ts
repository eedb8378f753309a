import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { readChildTries, type AssignmentsRecord, type ResultsRecord, queryKeys } from 'shared';
import { sendApi, type ResultReview } from 'shared/api';
import { pb, sessionAtom } from 'shared/session';

/** A submitted quiz with its review, and what the results screen says of its assignment and tries. */
export type QuizOutcome = ResultReview & {
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
  const review = await sendApi(pb, 'resultReview', { params: { resultId: latest.id }, requestKey: null });
  return {
    ...review,
    title: latest.expand?.assignment_id?.title ?? '',
    subject: latest.expand?.assignment_id?.subject ?? '',
    tries: tries.map(({ id, score, completed_at }) => ({ id, score: score ?? 0, completed_at })),
  };
}

export const latestResultQuery = (studentId: string, assignmentId: string) =>
  queryOptions({ queryKey: queryKeys.results.latest(studentId, assignmentId), queryFn: () => getLatestResult(studentId, assignmentId) });

export function useLatestResult(assignmentId: string) {
  const studentId = useAtomValue(sessionAtom).user?.id ?? '';
  return useQuery({ ...latestResultQuery(studentId, assignmentId), enabled: studentId !== '' });
}
