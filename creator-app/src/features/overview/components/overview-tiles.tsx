import { Card, Statistic } from 'antd';
import { QueryView } from 'shared/ui';
import { useOverview } from '../api/get-overview.ts';
import { t } from '../messages.ts';
import './overview-tiles.css';

/** Total Questions, Published, Question Sets and Total Usage (SPEC.md section 2), from the server. */
export function OverviewTiles() {
  const overview = useOverview();
  return (
    <section aria-label={t('overview.label')}>
      <QueryView query={overview} errorText={t('overview.failed')}>
        {(figures) => (
          <ul className="creator-tiles">
            <li>
              <Card>
                <Statistic title={t('overview.totalQuestions')} value={figures.totalQuestions} />
              </Card>
            </li>
            <li>
              <Card>
                <Statistic title={t('overview.published')} value={figures.published} />
              </Card>
            </li>
            <li>
              <Card>
                <Statistic title={t('overview.questionSets')} value={figures.questionSets} />
              </Card>
            </li>
            <li>
              <Card>
                <Statistic title={t('overview.totalUsage')} value={figures.totalUsage} />
                <p className="creator-tile-hint">{t('overview.totalUsage.hint')}</p>
              </Card>
            </li>
          </ul>
        )}
      </QueryView>
    </section>
  );
}
