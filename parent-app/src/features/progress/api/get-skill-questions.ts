import { queryOptions, useQuery } from '@tanstack/react-query';
import { sendApi, type SkillQuestion } from 'shared/api';
import { pb } from 'shared/session';
import { queryKeys } from 'shared';

export type SkillKey = { childId: string; subject: string; topic: string; skill: string };

/** The questions behind a skill (or a topic, skill ''), the most recently answered first. */
export async function getSkillQuestions({ childId, ...skill }: SkillKey): Promise<SkillQuestion[]> {
  const answer = await sendApi(pb, 'childSkillQuestions', { params: { childId }, query: skill, requestKey: null });
  return answer.questions;
}

export const skillQuestionsQuery = (key: SkillKey) =>
  queryOptions({ queryKey: queryKeys.skillQuestions.of(key), queryFn: () => getSkillQuestions(key) });

export function useSkillQuestions(key: SkillKey) {
  return useQuery(skillQuestionsQuery(key));
}
