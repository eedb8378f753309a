import { achievements, formatDate, type ResultLike } from 'shared';
import { Panel } from 'shared/ui';
import { t } from '../messages.ts';

/** Every achievement: the earned ones with when, the others still to earn. */
export function AchievementList({ results }: { results: readonly ResultLike[] }) {
  return (
    <Panel title={t('dashboard.achievements')}>
      <ul className="dash-achievements">
        {achievements(results).map((achievement) => (
          <li key={achievement.id} className={achievement.earnedAt ? 'is-earned' : undefined}>
            <span aria-hidden="true">{achievement.earnedAt ? '🏆' : '○'}</span>
            <div>
              <strong>{achievement.title}</strong>
              <p>{achievement.description}</p>
              <small>{achievement.earnedAt ? t('dashboard.achievement.earned', { date: formatDate(achievement.earnedAt) }) : t('dashboard.achievement.notYet')}</small>
            </div>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
