import { scoreBand } from 'shared';
import './score-badge.css';

/** A score in the colour of its band (SPEC.md 9: 90, 75, 60); a dash when there is none yet. */
export function ScoreBadge({ score }: { score: number | null }) {
  if (score === null) return <span className="mcq-score mcq-score-none">—</span>;
  return <span className={`mcq-score mcq-score-${scoreBand(score).color}`}>{score}%</span>;
}
