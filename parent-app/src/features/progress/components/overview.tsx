import {
  averageOfChildren,
  completionRate,
  countedResults,
  formatDate,
  hasScore,
  isWaitingForMarking,
  recentActivity,
  studentProgress,
} from 'shared';
import { Panel, ScoreBadge, ToneTag } from 'shared/ui';
import { t } from '../messages.ts';
import type { FamilyData } from '../types.ts';
import './progress.css';

function Tile({ label, value, note }: { label: string; value: string | number; note?: string }) {
  return (
    <div className="parent-tile">
      <dt>{label}</dt>
      <dd>
        <span className="parent-tile-value">{value}</span>
        {note && <span className="parent-tile-note">{note}</span>}
      </dd>
    </div>
  );
}

/** The Overview tab: the four tiles, worked out from the records (never a fixed figure), and the latest results. */
export function Overview({ kids, assignments, results }: FamilyData) {
  const averages = kids.map((child) => studentProgress(child.id, assignments, results).averageScore);
  const average = averageOfChildren(averages);
  const completion = completionRate(assignments, results);
  const nameOf = (childId: string) => kids.find((child) => child.id === childId)?.name ?? '';
  const recent = recentActivity(results);
  const firsts = countedResults(results);
  const firstTryOf = (retake: (typeof results)[number]) =>
    firsts.find((result) => result.student_id === retake.student_id && result.assignment_id === retake.assignment_id);

  return (
    <div className="mcq-list">
      <section aria-label={t('overview.figures')}>
        <dl className="parent-tiles">
          <Tile label={t('tile.children')} value={kids.length} />
          <Tile label={t('tile.active')} value={assignments.filter((a) => a.status === 'active').length} />
          <Tile
            label={t('tile.average')}
            value={average === null ? '—' : `${average}%`}
            note={average === null ? t('tile.noScores') : undefined}
          />
          <Tile
            label={t('tile.completion')}
            value={completion === null ? '—' : `${completion}%`}
            note={completion === null ? t('tile.noActive') : undefined}
          />
        </dl>
      </section>
      <Panel title={t('recent.title')}>
        {recent.length === 0 ? (
          <p className="mcq-state">{t('recent.none')}</p>
        ) : (
          <ul className="mcq-list" aria-label={t('recent.title')}>
            {recent.map((result) => {
              const first = result.isRetake ? firstTryOf(result) : undefined;
              return (
                <li key={result.id} className="parent-activity">
                  {first ? (
                    // A retake is practice: the first try is the one that counts, and the one shown in colour.
                    <>
                      <span>
                        <strong>{nameOf(result.student_id)}</strong> {t('recent.practised', { title: result.title })}
                        <span className="parent-retake">{t('recent.retake')}</span>
                      </span>
                      <span className="parent-activity-score">
                        <span>{t('recent.practiceScore', { score: result.score })}</span>
                        <span>{t('recent.firstTry')}</span> <ScoreBadge score={first.score} />{' '}
                        <span>{formatDate(result.completed_at)}</span>
                      </span>
                    </>
                  ) : (
                    <>
                      <span>
                        <strong>{nameOf(result.student_id)}</strong> {t('recent.completed', { title: result.title })}
                      </span>
                      <span className="parent-activity-score">
                        {hasScore(result) && <ScoreBadge score={result.score} />}{' '}
                        {isWaitingForMarking(result) && <ToneTag tone="yellow">{t('recent.waiting')}</ToneTag>}{' '}
                        <span>{formatDate(result.completed_at)}</span>
                      </span>
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </Panel>
    </div>
  );
}
