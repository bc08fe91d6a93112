import { Skeleton } from 'antd';
import { Suspense, useId } from 'react';

import { insight } from '../../locales/insight';
import { lazyPart } from '../lazy-part';
import { formatValue } from './chart-format';
import { summaryOf } from './summary';
import type { ChartSpec } from './types';

import './charts.css';

// Chart.js lives in this chunk alone: only screens that draw download it
const ChartCanvas = lazyPart(() => import('./ChartCanvas'));

interface Props {
  title: string;
  spec: ChartSpec;
  height?: number;
  /** The first column's heading of the data table (default: "Tanggal"). */
  labelHeading?: string;
}

/**
 * A chart with its text alternative: a caption, a summary read in place of the picture, and the
 * data as a table people can open.
 */
export function ChartFigure({ title, spec, height = 260, labelHeading = insight.charts.date }: Props) {
  const captionId = useId();
  const summary = summaryOf(spec);
  const format = spec.format ?? 'number';
  return (
    <figure className="chart-figure" aria-labelledby={captionId}>
      <figcaption id={captionId} className="chart-caption">
        {title}
      </figcaption>
      <div className="chart-area" style={{ height }}>
        {spec.labels.length === 0 ? (
          <div className="chart-empty">{insight.charts.noData}</div>
        ) : (
          <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height }} />}>
            <ChartCanvas spec={spec} label={`${title}. ${summary}`} />
          </Suspense>
        )}
      </div>
      {spec.labels.length > 0 && (
        <details className="chart-data">
          <summary>{insight.charts.showTable}</summary>
          <table>
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{labelHeading}</th>
                {spec.series.map((series) => (
                  <th key={series.label} scope="col">
                    {series.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {spec.labels.map((label, i) => (
                <tr key={`${label}-${i}`}>
                  <th scope="row">{label}</th>
                  {spec.series.map((series) => (
                    <td key={series.label}>{formatValue(series.values[i] ?? 0, format)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </figure>
  );
}
