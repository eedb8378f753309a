import { BarChart } from 'chartist';
import 'chartist/dist/index.css';
import { useEffect, useRef } from 'react';
import { t } from '../messages.ts';

/**
 * A bar per option (how often it was picked), drawn by chartist (SVG, loaded with this module
 * only). The figures are also in the table beside it, which is what a screen reader reads.
 */
export default function OptionChart({ options }: { options: ReadonlyArray<{ id: string; picked: number; isCorrect: boolean }> }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return undefined;
    const chart = new BarChart(
      box.current,
      { labels: options.map((option) => option.id.toUpperCase()), series: [options.map((option) => ({ value: option.picked, className: option.isCorrect ? 'creator-bar-right' : 'creator-bar' }))] },
      { horizontalBars: true, reverseData: true, height: `${Math.max(2, options.length) * 28 + 30}px`, axisY: { offset: 24 }, axisX: { onlyInteger: true } },
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
