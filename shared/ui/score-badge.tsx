import { scoreBand } from 'shared';
import type { ReactNode } from 'react';
import './score-badge.css';

/** A short state in one of the bands' colours (dark on light, AA contrast): "Waiting for marking", "Marked right". */
export function ToneTag({ tone, children }: { tone: 'green' | 'blue' | 'yellow' | 'red'; children: ReactNode }) {
  return <span className={`mcq-score mcq-score-${tone}`}>{children}</span>;
}

/** A score in the colour of its band (docs/product.md "Scoring and points": 90, 75, 60); a dash when there is none yet. */
export function ScoreBadge({ score }: { score: number | null }) {
  if (score === null) return <span className="mcq-score mcq-score-none">—</span>;
  return <span className={`mcq-score mcq-score-${scoreBand(score).color}`}>{score}%</span>;
}
