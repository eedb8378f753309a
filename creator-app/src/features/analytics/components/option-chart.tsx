import { BarChart } from 'chartist';
import 'chartist/dist/index.css';
import { useEffect, useRef } from 'react';
import { t } from '../messages.ts';

/**
 * A bar per option (how often it was picked), drawn by chartist (SVG, loaded with this module
 * only). The figures are also in the table beside it, which is what a screen reader reads.
 * The right answer's bar is in the success colour and its label says so: not by colour alone.
 * Two stacked series (wrong, right), as chartist colours by series, each option's bar in one of them.
 */
export default function OptionChart({ options }: { options: ReadonlyArray<{ id: string; picked: number; isCorrect: boolean }> }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return undefined;
    const chart = new BarChart(
      box.current,
      {
        labels: options.map((option) =>
          option.isCorrect ? t('analytics.chart.right', { letter: option.id.toUpperCase() }) : option.id.toUpperCase(),
        ),
        series: [
          { className: 'creator-bar', data: options.map((option) => (option.isCorrect ? 0 : option.picked)) },
          { className: 'creator-bar-right', data: options.map((option) => (option.isCorrect ? option.picked : 0)) },
        ],
      },
      {
        horizontalBars: true,
        stackBars: true,
        reverseData: true,
        height: `${Math.max(2, options.length) * 28 + 30}px`,
        axisY: { offset: 64 },
        axisX: { onlyInteger: true },
      },
    );
    return () => {
      chart.detach();
    };
  }, [options]);
  return (
    <figure className="creator-chart">
      <div ref={box} aria-hidden="true" />
      <figcaption className="creator-chart-caption">{t('analytics.chart')}</figcaption>
    </figure>
  );
}
