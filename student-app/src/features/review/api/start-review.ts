import { useMutation } from '@tanstack/react-query';
import { href } from 'shared';
import { useNavigate } from 'shared/router';
import { sendApi, type ReviewStarted } from 'shared/api';
import { pb } from 'shared/session';

/** Makes the child's review of what is due (or returns the one begun): its quiz is the next screen. */
export function startReview(): Promise<ReviewStarted> {
  return sendApi(pb, 'reviewStart', { requestKey: null });
}

export function useStartReview() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: startReview,
    onSuccess: ({ assignmentId }) => navigate(href('quiz', { assignmentId })),
  });
}
