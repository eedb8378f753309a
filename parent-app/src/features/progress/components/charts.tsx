import { BarChart, LineChart } from 'chartist';
import 'chartist/dist/index.css';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { formatDate, scoreBand, type SubjectPerformance } from 'shared';
import { t } from '../messages.ts';
import type { ResultRow } from '../types.ts';
import './progress.css';

/**
 * A chart drawn by Chartist (about 10 KB gzip, SVG, loaded only with the Progress tab). It is a
 * picture for the eye: screen readers skip it and read the figure's summary and table instead.
 */
function Drawing({ kind, labels, values }: { kind: 'line' | 'bar'; labels: string[]; values: number[] }) {
  const host = useRef<HTMLDivElement>(null);
  // The data as one string: the chart is drawn again only when the numbers change, not on every render.
  const data = JSON.stringify({ labels, series: [values] });
  useEffect(() => {
    if (!host.current) return undefined;
    const options = { low: 0, high: 100, axisY: { onlyInteger: true }, chartPadding: { top: 14, right: 16, bottom: 0, left: 0 } };
    const parsed = JSON.parse(data) as { labels: string[]; series: number[][] };
    let chart: LineChart | BarChart;
    if (kind === 'line') chart = new LineChart(host.current, parsed, { ...options, fullWidth: true });
    else {
      const bars = new BarChart(host.current, parsed, options);
      // Each bar in its score's colour, by the rule the score badges follow (scoreBand), so a 67% bar is as yellow as its badge.
      bars.on('draw', (event) => {
        if (event.type === 'bar') event.element.addClass(`parent-bar-${scoreBand(parsed.series[0]?.[event.index] ?? 0).color}`);
      });
      chart = bars;
    }
    return () => {
      chart.detach();
    };
  }, [kind, data]);
  return <div ref={host} className="parent-chart-drawing" aria-hidden="true" />;
}

function ChartFigure({ title, summary, drawing, table }: { title: string; summary: string; drawing: ReactNode; table: ReactNode }) {
  const id = useId();
  return (
    <figure className="parent-chart" aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`}>
      <figcaption>
        <strong id={`${id}-title`}>{title}.</strong> <span id={`${id}-summary`}>{summary}</span>
      </figcaption>
      {drawing}
      <details>
        <summary>{t('chart.numbers')}</summary>
        {table}
      </details>
    </figure>
  );
}

/** A child's results that count, oldest first, as a line. */
export function ScoresChart({ results }: { results: readonly ResultRow[] }) {
  const scores = results.map((result) => result.score);
  const first = scores[0] ?? 0;
  const last = scores.at(-1) ?? 0;
  return (
    <ChartFigure
      title={t('chart.scores')}
      summary={
        scores.length === 1
          ? t('chart.scores.one', { score: first })
          : t('chart.scores.summary', { count: scores.length, first, last, min: Math.min(...scores), max: Math.max(...scores) })
      }
      drawing={
        <Drawing kind="line" labels={results.map((result) => formatDate(result.completed_at).replace(/ \d{4}$/, ''))} values={scores} />
      }
      table={
        <table className="mcq-table">
          <thead>
            <tr>
              <th scope="col">{t('chart.date')}</th>
              <th scope="col">{t('chart.assignment')}</th>
              <th scope="col">{t('chart.score')}</th>
            </tr>
          </thead>
          <tbody>
            {results.map((result) => (
              <tr key={result.id}>
                <td>{formatDate(result.completed_at)}</td>
                <td>{result.title}</td>
                <td>{result.score}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}

/** A child's average per subject, as bars. */
export function SubjectsChart({ performance }: { performance: SubjectPerformance }) {
  const subjects = Object.entries(performance).toSorted(([, a], [, b]) => b.average - a.average);
  const [best, bestEntry] = subjects[0] ?? ['', { average: 0 }];
  const [worst, worstEntry] = subjects.at(-1) ?? ['', { average: 0 }];
  const summary =
    subjects.length === 1
      ? t('chart.subjects.single', { subject: best, score: bestEntry.average })
      : t('chart.subjects.summary', { best, bestScore: bestEntry.average, worst, worstScore: worstEntry.average });
  return (
    <ChartFigure
      title={t('chart.subjects')}
      summary={summary}
      drawing={<Drawing kind="bar" labels={subjects.map(([subject]) => subject)} values={subjects.map(([, entry]) => entry.average)} />}
      table={
        <table className="mcq-table">
          <thead>
            <tr>
              <th scope="col">{t('chart.subject')}</th>
              <th scope="col">{t('progress.average')}</th>
              <th scope="col">{t('chart.results')}</th>
            </tr>
          </thead>
          <tbody>
            {subjects.map(([subject, entry]) => (
              <tr key={subject}>
                <td>{subject}</td>
                <td>{entry.average}%</td>
                <td>{entry.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
