import { Suspense, lazy } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';
import { formatChartValue } from './chart-data.js';
import type { ChartSpec } from './chart-spec.js';
import './charts.css';

const EChart = lazy(() => import('./echart.js'));

export interface ChartFigureProps {
  /** The accessible name: the panel's name. */
  title: string;
  /** Column headings of the hidden data table, e.g. `['Status', 'Count']`. */
  headings: [string, string];
  spec: ChartSpec;
}

/**
 * A chart with its numbers for screen readers: the drawing is hidden from them, a visually hidden
 * table lists every point. The chart library is loaded on first use, in a chunk of its own.
 */
export function ChartFigure({ title, headings, spec }: ChartFigureProps) {
  const { t } = useTranslation();
  if (spec.points.length === 0) return <p className="insights-panel__empty">{t('panels.noData')}</p>;
  return (
    <figure className="insights-chart" aria-label={title}>
      <div className="insights-chart__canvas" aria-hidden="true">
        <Suspense fallback={null}>
          <EChart spec={spec} />
        </Suspense>
      </div>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{headings[0]}</th>
            <th scope="col">{headings[1]}</th>
          </tr>
        </thead>
        <tbody>
          {spec.points.map((point, index) => (
            <tr key={`${point.label}-${index}`}>
              <th scope="row">{point.label}</th>
              <td>{formatChartValue(point.value, spec.decimals)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
