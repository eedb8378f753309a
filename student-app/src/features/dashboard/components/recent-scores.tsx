import { hasScore, improvement, isWaitingForMarking, recentScores, type ResultLike } from 'shared';
import { Panel, ScoreBadge } from 'shared/ui';
import { SubjectIcon } from '../../../components/subject-badge.tsx';
import { t } from '../messages.ts';

type Scored = ResultLike & { id: string; expand?: { assignment_id?: { title?: string } } };

function changeText(change: number | null): string | null {
  if (change === null) return null;
  if (change > 0) return t('dashboard.recent.up', { change });
  return change < 0 ? t('dashboard.recent.down', { change }) : t('dashboard.recent.same');
}

/** The last five scores, each compared with the child's try before at the same quiz, and the improvement once there are six. */
export function RecentScores({ results }: { results: readonly Scored[] }) {
  const recent = recentScores(results);
  const overall = improvement(results.filter(hasScore));
  return (
    <Panel title={t('dashboard.recent')}>
      {recent.length === 0 ? (
        <p className="mcq-state">{t('dashboard.recent.empty')}</p>
      ) : (
        <ul className="dash-recent">
          {recent.map((result) => (
            <li key={result.id}>
              <span className="dash-recent-title">
                <SubjectIcon subject={result.subject} />
                {result.expand?.assignment_id?.title}
              </span>
              {hasScore(result) && <ScoreBadge score={result.score} />}
              {isWaitingForMarking(result) && <small>{t('dashboard.recent.waiting')}</small>}
              {hasScore(result) && changeText(result.change) && <small>{changeText(result.change)}</small>}
            </li>
          ))}
        </ul>
      )}
      {overall !== null && <p>{overall > 0 ? t('dashboard.improvement.up', { value: overall }) : t('dashboard.improvement.steady')}</p>}
    </Panel>
  );
}
