import type { EssayMark } from 'shared';
import { t } from '../messages.ts';

/** An essay in the review: what the child wrote and, once their parent has marked it, what the parent wrote back. */
export function EssayReview({ selected, mark }: { selected: string | null; mark?: EssayMark | null }) {
  return (
    <>
      {selected && <p className="results-essay">{t('results.details.typed', { text: selected })}</p>}
      {mark?.comment && <p className="results-explanation">{t('results.essay.comment', { text: mark.comment })}</p>}
    </>
  );
}
