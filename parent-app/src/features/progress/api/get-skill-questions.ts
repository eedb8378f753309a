import { queryOptions, useQuery } from '@tanstack/react-query';
import { pb } from 'shared/session';

/** A question a child answered on a skill: the last answer right or wrong, and when it comes back for review. */
export type SkillQuestion = { id: string; text: string; type: string; lastRight: boolean; due: string; lastAnswered: string; answers: number; slips: number };
export type SkillKey = { childId: string; subject: string; topic: string; skill: string };

/** The questions behind a skill (or a topic, skill ''), the most recently answered first. */
export async function getSkillQuestions({ childId, ...skill }: SkillKey): Promise<SkillQuestion[]> {
  const query = new URLSearchParams(skill);
  const answer = await pb.send<{ questions: SkillQuestion[] }>(`/api/children/${encodeURIComponent(childId)}/skill-questions?${query}`, { requestKey: null });
  return answer.questions;
}

export const skillQuestionsQuery = (key: SkillKey) =>
  queryOptions({ queryKey: ['skill-questions', key.childId, key.subject, key.topic, key.skill], queryFn: () => getSkillQuestions(key) });

export function useSkillQuestions(key: SkillKey) {
  return useQuery(skillQuestionsQuery(key));
}
