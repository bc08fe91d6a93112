import type { ValueFormat } from './chart-format';

/** What a chart draws; the labels are already as people read them (`12 Nov`, `Android`). */
export interface ChartSpec {
  kind: 'line' | 'bar' | 'doughnut';
  labels: string[];
  series: { label: string; values: number[]; color?: string }[];
  format?: ValueFormat;
  /** Bars along the y axis (long category names). */
  horizontal?: boolean;
}
