import { CompassFilled, CrownFilled, FireFilled, RocketFilled, StarFilled, TrophyFilled } from '@ant-design/icons';
import { achievements, achievementsToGo, formatDate, type AchievementId, type ResultLike, type StillToGo } from 'shared';
import { Panel } from 'shared/ui';
import { t } from '../messages.ts';

const icons: Record<AchievementId, typeof StarFilled> = {
  'first-quiz': RocketFilled,
  'high-score': StarFilled,
  'perfect-score': CrownFilled,
  'five-quizzes': CompassFilled,
  streak: FireFilled,
  points: TrophyFilled,
};

/** What is left, in the child's words: "2 more quizzes"; "Not yet" for one a single great score earns. */
function stillToGo(left: StillToGo | null): string {
  if (!left || left.count === 0) return t('dashboard.achievement.notYet');
  return t(`dashboard.achievement.left.${left.unit}`, { count: left.count });
}

/** Every achievement as a badge: the earned ones in colour with when, the others in outline with what is left. */
export function AchievementList({ results }: { results: readonly ResultLike[] }) {
  const left = achievementsToGo(results);
  return (
    <Panel title={t('dashboard.achievements')}>
      <ul className="dash-achievements">
        {achievements(results).map((achievement) => {
          const Icon = icons[achievement.id as AchievementId];
          return (
            <li key={achievement.id} className={achievement.earnedAt ? 'dash-badge is-earned' : 'dash-badge'}>
              <span className={`dash-badge-icon dash-badge-${achievement.id}`} aria-hidden="true">
                <Icon />
              </span>
              <div>
                <strong>{achievement.title}</strong>
                <p>{achievement.description}</p>
                <small>
                  {achievement.earnedAt
                    ? t('dashboard.achievement.earned', { date: formatDate(achievement.earnedAt) })
                    : stillToGo(left[achievement.id as AchievementId])}
                </small>
              </div>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
