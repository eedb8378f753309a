import { formatCount } from 'shared';
import { QueryView } from 'shared/ui';
import { useOverview } from '../api/get-overview.ts';
import { t } from '../messages.ts';
import './overview-tiles.css';

/** Total Questions, Published, Question Sets and Total Usage (docs/product.md, "Content creator dashboard"), from the server; plain markup, as the first screen stays light. */
export function OverviewTiles() {
  const overview = useOverview();
  return (
    <section aria-label={t('overview.label')}>
      <QueryView query={overview} errorText={t('overview.failed')}>
        {(figures) => (
          <ul className="creator-tiles">
            {[
              { label: t('overview.totalQuestions'), value: figures.totalQuestions },
              { label: t('overview.published'), value: figures.published },
              { label: t('overview.questionSets'), value: figures.questionSets },
              { label: t('overview.totalUsage'), value: figures.totalUsage, hint: t('overview.totalUsage.hint') },
            ].map((tile) => (
              <li key={tile.label} className="mcq-panel">
                <span className="creator-tile-label">{tile.label}</span>
                <strong className="creator-tile-value">{formatCount(tile.value)}</strong>
                {tile.hint && <span className="creator-tile-hint">{tile.hint}</span>}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
