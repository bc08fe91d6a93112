import { insight } from '../../locales/insight';
import { fill } from '../../locales/ui';
import { formatValue } from './chart-format';
import type { ChartSpec } from './types';

/** A sentence a screen reader reads in place of the picture: totals, and the peak of each series. */
export function summaryOf(spec: ChartSpec): string {
  if (spec.labels.length === 0) return insight.charts.noData;
  const format = spec.format ?? 'number';
  if (spec.kind !== 'line') {
    const series = spec.series[0];
    const parts = spec.labels.map((label, i) => `${label} ${formatValue(series?.values[i] ?? 0, format)}`);
    return parts.join(', ');
  }
  return spec.series
    .map((series) => {
      const total = series.values.reduce((sum, value) => sum + value, 0);
      let peak = 0;
      series.values.forEach((value, i) => {
        if (value > (series.values[peak] ?? 0)) peak = i;
      });
      return fill(insight.charts.lineSummary, {
        series: series.label,
        total: formatValue(total, format),
        peak: formatValue(series.values[peak] ?? 0, format),
        day: spec.labels[peak] ?? '',
        from: spec.labels[0],
        to: spec.labels[spec.labels.length - 1],
      });
    })
    .join(' ');
}
