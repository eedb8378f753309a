import { Progress } from 'antd';
import { formatDate, studentProgress } from 'shared';
import { EmptyState, Panel, ScoreBadge } from 'shared/ui';
import { t } from '../messages.ts';
import type { Child, FamilyData } from '../types.ts';
import { ScoresChart, SubjectsChart } from './charts.tsx';
import './progress.css';

function ChildProgress({ child, assignments, results }: Omit<FamilyData, 'kids'> & { child: Child }) {
  const progress = studentProgress(child.id, assignments, results);
  const done = progress.completedAssignments;
  const total = progress.totalAssignments;
  const change = progress.improvement;
  return (
    <Panel title={child.name}>
      <dl className="mcq-facts">
        <div>
          <dt>{t('progress.grade')}</dt>
          <dd>{child.grade || t('progress.grade.none')}</dd>
        </div>
        <div>
          <dt>{t('progress.average')}</dt>
          <dd>
            <ScoreBadge score={progress.averageScore} />
          </dd>
        </div>
        <div>
          <dt>{t('progress.completion')}</dt>
          <dd>
            <Progress
              percent={total ? Math.round((done / total) * 100) : 0}
              showInfo={false}
              aria-label={t('progress.completionLabel', { name: child.name, done, total })}
            />
            {t('progress.counts', { done, total })}
          </dd>
        </div>
        <div>
          <dt>{t('progress.lastActivity')}</dt>
          <dd>{progress.lastActivity ? formatDate(progress.lastActivity) : t('progress.noActivity')}</dd>
        </div>
        {change !== null && (
          <div>
            <dt>{t('progress.improvement')}</dt>
            <dd>{t('progress.improvementValue', { change: change > 0 ? `+${change}` : change })}</dd>
          </div>
        )}
      </dl>
      {progress.countedResults.length > 0 ? (
        <div className="parent-charts">
          <ScoresChart results={progress.countedResults} />
          <SubjectsChart performance={progress.subjectProgress} />
        </div>
      ) : (
        <p className="mcq-state">{t('progress.noCharts')}</p>
      )}
    </Panel>
  );
}

/** The Progress tab: per child the figures of SPEC.md 2, and charts a parent can take in at a glance. */
export function ProgressTab({ kids, assignments, results }: FamilyData) {
  if (kids.length === 0) return <EmptyState>{t('progress.empty')}</EmptyState>;
  return (
    <ul className="mcq-list" aria-label={t('progress.children')}>
      {kids.map((child) => (
        <li key={child.id}>
          <ChildProgress child={child} assignments={assignments} results={results} />
        </li>
      ))}
    </ul>
  );
}
