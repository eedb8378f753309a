import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MasteryLevel, NextStep } from 'shared';
import { pb } from 'shared/session';

/** A skill of a child (skill '': its topic's own level), as the server's learning engine holds it (docs/learning.md). */
export type SkillLevel = { subject: string; topic: string; skill: string; level: Exclude<MasteryLevel, 'not_started'>; answers: number; right: number; days: number };
export type Learning = { skills: SkillLevel[]; nextStep: NextStep | null };

/** A child's skill map and one next step: the child's own rows, read by the server. */
export function getLearning(childId: string): Promise<Learning> {
  return pb.send<Learning>(`/api/children/${encodeURIComponent(childId)}/learning`, { requestKey: null });
}

export const learningQuery = (childId: string) => queryOptions({ queryKey: ['learning', childId], queryFn: () => getLearning(childId) });

export function useLearning(childId: string) {
  return useQuery(learningQuery(childId));
}
