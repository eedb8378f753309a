import { CheckCircleFilled, FireFilled, StarFilled, TrophyFilled } from '@ant-design/icons';
import { levelProgress, weekOfQuizzes, type ResultLike, type studentFigures } from 'shared';
import { t } from '../messages.ts';

const RING_RADIUS = 42;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

/** The level as a ring filling towards the next level. */
function LevelRing({ points }: { points: number }) {
  const progress = levelProgress(points);
  return (
    <li className="dash-tile dash-level">
      <span className="dash-tile-label">{t('dashboard.tile.level')}</span>
      <div
        className="dash-ring"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-label={t('dashboard.tile.level.ring', { level: progress.level, next: progress.level + 1 })}
      >
        <svg viewBox="0 0 100 100" aria-hidden="true">
          <circle className="dash-ring-track" cx="50" cy="50" r={RING_RADIUS} />
          <circle
            className="dash-ring-fill"
            cx="50"
            cy="50"
            r={RING_RADIUS}
            strokeDasharray={RING_LENGTH}
            strokeDashoffset={RING_LENGTH * (1 - progress.percent / 100)}
          />
        </svg>
        <strong>{progress.level}</strong>
      </div>
      <small>{t('dashboard.tile.level.next', { points: progress.pointsToNext, level: progress.level + 1 })}</small>
    </li>
  );
}

const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long' });
const weekdayShort = new Intl.DateTimeFormat('en-GB', { weekday: 'narrow' });

/** The streak with its flame, and this week's days with a quiz. */
function Streak({ streak, results }: { streak: number; results: readonly ResultLike[] }) {
  return (
    <li className="dash-tile dash-streak">
      <span className="dash-tile-label">{t('dashboard.tile.streak')}</span>
      <strong>
        <span className={streak > 0 ? 'dash-flame is-lit' : 'dash-flame'} aria-hidden="true">
          <FireFilled />
        </span>
        {streak === 1 ? t('dashboard.tile.streak.day') : t('dashboard.tile.streak.days', { days: streak })}
      </strong>
      {streak === 0 && <small>{t('dashboard.tile.streak.start')}</small>}
      <ol className="dash-week" aria-label={t('dashboard.week')}>
        {weekOfQuizzes(results).map((day) => {
          const name = weekday.format(day.date);
          const state = day.done ? 'done' : day.isFuture ? 'future' : 'missed';
          return (
            <li key={day.date.toISOString()} className={`dash-day is-${state}${day.isToday ? ' is-today' : ''}`}>
              <span className="mcq-visually-hidden">{t(`dashboard.week.${state}`, { day: name })}</span>
              <span aria-hidden="true">{weekdayShort.format(day.date)}</span>
              <span aria-hidden="true" className="dash-day-mark">
                {day.done ? <CheckCircleFilled /> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </li>
  );
}

/** Level, total points, study streak and what is left to do, from the shared rules. */
export function DashboardTiles({ figures, results }: { figures: ReturnType<typeof studentFigures>; results: readonly ResultLike[] }) {
  return (
    <section aria-label={t('dashboard.tiles')}>
      <ul className="dash-tiles">
        <LevelRing points={figures.points} />
        <li className="dash-tile dash-points-tile">
          <span className="dash-tile-label">{t('dashboard.tile.points')}</span>
          <strong>
            <span className="dash-star" aria-hidden="true">
              <StarFilled />
            </span>
            {figures.points}
          </strong>
        </li>
        <Streak streak={figures.streak} results={results} />
        <li className="dash-tile dash-todo">
          <span className="dash-tile-label">{t('dashboard.tile.todo')}</span>
          {figures.notCompleted === 0 && results.length === 0 ? (
            // Nothing set and nothing done yet: no praise for it.
            <strong>{t('dashboard.tile.todo.empty')}</strong>
          ) : figures.notCompleted === 0 ? (
            <strong>
              <span className="dash-star" aria-hidden="true">
                <TrophyFilled />
              </span>
              {t('dashboard.tile.todo.none')}
            </strong>
          ) : (
            <strong>{t('dashboard.tile.todo.count', { count: figures.notCompleted })}</strong>
          )}
        </li>
      </ul>
    </section>
  );
}
