import type { studentFigures } from 'shared';
import { t } from '../messages.ts';

/** Level, total points, study streak and what is left to do, from the shared rules. */
export function DashboardTiles({ figures }: { figures: ReturnType<typeof studentFigures> }) {
  const streak = figures.streak === 1 ? t('dashboard.tile.streak.day') : t('dashboard.tile.streak.days', { days: figures.streak });
  return (
    <section aria-label={t('dashboard.tiles')}>
      <ul className="dash-tiles">
        <li>
          <span>{t('dashboard.tile.level')}</span>
          <strong>{figures.level}</strong>
          <small>{t('dashboard.tile.level.next', { points: figures.nextLevelPoints })}</small>
        </li>
        <li>
          <span>{t('dashboard.tile.points')}</span>
          <strong>{figures.points}</strong>
        </li>
        <li>
          <span>{t('dashboard.tile.streak')}</span>
          <strong>{streak}</strong>
          {figures.streak === 0 && <small>{t('dashboard.tile.streak.start')}</small>}
        </li>
        <li>
          <span>{t('dashboard.tile.todo')}</span>
          <strong>{figures.notCompleted}</strong>
          <small>{t('dashboard.tile.todo.hint')}</small>
        </li>
      </ul>
    </section>
  );
}
