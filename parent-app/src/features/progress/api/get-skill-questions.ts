import { queryOptions, useQuery } from '@tanstack/react-query';
import { sendApi, type SkillQuestion } from 'shared/api';
import { pb } from 'shared/session';

export type SkillKey = { childId: string; subject: string; topic: string; skill: string };

/** The questions behind a skill (or a topic, skill ''), the most recently answered first. */
export async function getSkillQuestions({ childId, ...skill }: SkillKey): Promise<SkillQuestion[]> {
  const answer = await sendApi(pb, 'childSkillQuestions', { params: { childId }, query: skill, requestKey: null });
  return answer.questions;
}

export const skillQuestionsQuery = (key: SkillKey) =>
  queryOptions({ queryKey: ['skill-questions', key.childId, key.subject, key.topic, key.skill], queryFn: () => getSkillQuestions(key) });

export function useSkillQuestions(key: SkillKey) {
  return useQuery(skillQuestionsQuery(key));
}
