import { useQueries } from '@tanstack/react-query';
import { Progress } from 'antd';
import { useState } from 'react';
import 'shared/antd-css/progress.js';
import { formatDate, studentProgress, t as common, type NextStep } from 'shared';
import { EmptyState, LoadingState, Panel, QueryView, ScoreBadge } from 'shared/ui';
import { learningQuery, useLearning } from '../api/get-learning.ts';
import { t } from '../messages.ts';
import type { Child, FamilyData } from '../types.ts';
import { ScoresChart, SubjectsChart } from './charts.tsx';
import { ChildAnswers } from './child-answers.tsx';
import { NextStepCard } from './next-step-card.tsx';
import { SkillMap } from './skill-map.tsx';
import './progress.css';

/** Creates a next step's assignment for a child: the dashboard gives it (the assignments' own create). */
export type AssignStep = (childId: string, step: NextStep) => Promise<unknown>;

const RESULTS_LINKED = 5;

/** The child's next step and skill map, from the server's learning engine. */
function Learning({ child, onAssign }: { child: Child; onAssign: AssignStep }) {
  const learning = useLearning(child.id);
  return (
    <QueryView query={learning} errorText={common('error.default')}>
      {(data) => (
        <>
          <section className="parent-learning" aria-label={t('nextStep.region', { name: child.name })}>
            <h3>{t('nextStep.title')}</h3>
            <NextStepCard childId={child.id} childName={child.name} step={data.nextStep} onAssign={(step) => onAssign(child.id, step)} />
          </section>
          <section className="parent-learning" aria-label={t('skills.region', { name: child.name })}>
            <h3>{t('skills.title')}</h3>
            <SkillMap childId={child.id} childName={child.name} skills={data.skills} />
          </section>
        </>
      )}
    </QueryView>
  );
}

function ChildProgress({ child, assignments, results, onAssign }: Omit<FamilyData, 'kids'> & { child: Child; onAssign: AssignStep }) {
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
      <Learning child={child} onAssign={onAssign} />
      {progress.countedResults.length > 0 ? (
        <>
          <section className="parent-learning" aria-label={t('answers.region', { name: child.name })}>
            <h3>{t('answers.title')}</h3>
            <ChildAnswers childName={child.name} results={progress.countedResults.toReversed().slice(0, RESULTS_LINKED)} />
          </section>
          <div className="parent-charts">
            <ScoresChart results={progress.countedResults} />
            <SubjectsChart performance={progress.subjectProgress} />
          </div>
        </>
      ) : (
        <p className="mcq-state">{t('progress.noCharts')}</p>
      )}
    </Panel>
  );
}

/**
 * The Progress tab: per child the figures of docs/product.md "Parent dashboard", the one next step with Assign, the skill map, each
 * quiz's answers a click away, and charts a parent can take in at a glance.
 */
export function ProgressTab({ kids, assignments, results, onAssign }: FamilyData & { onAssign: AssignStep }) {
  // Every child's next step and skill map read first: painted as each came in, they pushed the figures and
  // charts below them down the screen (a layout shift of 0.13-0.15 at 360 and 1280 px). A child whose read
  // failed, or waits for the network, says so in its own card. Only the first paint waits: a read started again
  // later (a child's card retrying a failed one) never takes the tab back to its loading state.
  const learning = useQueries({ queries: kids.map((child) => learningQuery(child.id)) });
  const [painted, setPainted] = useState(false);
  const waiting = learning.some((read) => read.isLoading);
  if (!painted && !waiting) setPainted(true);
  if (kids.length === 0) return <EmptyState>{t('progress.empty')}</EmptyState>;
  if (!painted && waiting) return <LoadingState />;
  return (
    <ul className="mcq-list" aria-label={t('progress.children')}>
      {kids.map((child) => (
        <li key={child.id}>
          <ChildProgress child={child} assignments={assignments} results={results} onAssign={onAssign} />
        </li>
      ))}
    </ul>
  );
}
