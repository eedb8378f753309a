import { useMutation } from '@tanstack/react-query';
import { href } from 'shared';
import { useNavigate } from 'shared/router';
import { pb } from 'shared/session';

/** Makes the child's review of what is due (or returns the one begun): its quiz is the next screen. */
export function startReview(): Promise<{ assignmentId: string }> {
  return pb.send<{ assignmentId: string }>('/api/review/start', { method: 'POST', requestKey: null });
}

export function useStartReview() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: startReview,
    onSuccess: ({ assignmentId }) => navigate(href('quiz', { assignmentId })),
  });
}
