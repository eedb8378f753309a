import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, type BreakAllowance, type ReviewTime, type TimeAllowance } from 'shared';
import { pb, sessionAtom } from 'shared/session';
import { useAtomValue } from 'jotai';

/**
 * A child's quiz settings, the parent's choice: the time on timed quizzes (WCAG 2.2.1: extra time or no
 * time limit), how many breaks a timed quiz allows, and the time on reviews (none unless chosen). The server applies them to each quiz the child
 * starts from now on; a quiz in progress keeps its own.
 */
export type QuizSetting =
  | { field: 'time_allowance'; value: TimeAllowance }
  | { field: 'breaks'; value: BreakAllowance }
  | { field: 'review_time'; value: ReviewTime };

export function setQuizSetting({ childId, setting }: { childId: string; setting: QuizSetting }) {
  return pb.collection('students').update(childId, { [setting.field]: setting.value }, { requestKey: null });
}

export function useSetQuizSetting() {
  const queryClient = useQueryClient();
  const parentId = useAtomValue(sessionAtom).user?.id ?? '';
  return useMutation({
    mutationFn: setQuizSetting,
    // The select stays usable while a change is saved: changes made meanwhile go one after the
    // other, so the server keeps the last one chosen.
    scope: { id: 'quiz-settings' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.children.ofParent(parentId) }),
  });
}
