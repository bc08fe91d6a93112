import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';

import { chartColors } from '../../theme/theme';
import { formatTick, formatValue } from './chart-format';
import type { ChartSpec } from './types';

// only what the screens draw: lines, bars, doughnuts, with tooltips and a legend
Chart.register(
  LineController,
  LineElement,
  PointElement,
  BarController,
  BarElement,
  DoughnutController,
  ArcElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
  Filler,
);
Chart.defaults.font.family = "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
Chart.defaults.color = '#3f4a5a';

function withAlpha(hex: string, alpha: string): string {
  return /^#[0-9a-f]{6}$/i.test(hex) ? `${hex}${alpha}` : hex;
}

/** The Chart.js configuration of a spec: theme colours, Indonesian numbers in ticks and tooltips. */
export function configOf(spec: ChartSpec): ChartConfiguration {
  const format = spec.format ?? 'number';
  const label = (value: number) => formatValue(value, format);
  if (spec.kind === 'doughnut') {
    const series = spec.series[0];
    return {
      type: 'doughnut',
      data: {
        labels: spec.labels,
        datasets: [
          {
            label: series?.label,
            data: series?.values ?? [],
            backgroundColor: spec.labels.map((_, i) => chartColors[i % chartColors.length]),
          },
        ],
      },
      options: {
        maintainAspectRatio: false,
        plugins: {
          legend: { position: 'right' },
          tooltip: { callbacks: { label: (item) => ` ${item.label}: ${label(Number(item.raw))}` } },
        },
      },
    };
  }
  const line = spec.kind === 'line';
  return {
    type: spec.kind,
    data: {
      labels: spec.labels,
      datasets: spec.series.map((series, i) => {
        const color = series.color ?? chartColors[i % chartColors.length];
        return {
          label: series.label,
          data: series.values,
          borderColor: color,
          backgroundColor: line ? withAlpha(color, '22') : color,
          fill: line && spec.series.length === 1,
          tension: 0.3,
          pointRadius: line ? 2 : undefined,
          borderWidth: line ? 2 : 0,
          borderRadius: line ? undefined : 4,
        };
      }),
    },
    options: {
      maintainAspectRatio: false,
      indexAxis: spec.horizontal ? 'y' : 'x',
      interaction: { mode: 'index', intersect: false },
      scales: {
        [spec.horizontal ? 'x' : 'y']: {
          beginAtZero: true,
          ticks: { callback: (value: string | number) => formatTick(Number(value), format) },
        },
        [spec.horizontal ? 'y' : 'x']: {
          grid: { display: false },
          ticks: { autoSkip: true, maxRotation: 0 },
        },
      },
      plugins: {
        legend: { display: spec.series.length > 1 },
        tooltip: { callbacks: { label: (item) => ` ${item.dataset.label}: ${label(Number(item.raw))}` } },
      },
    },
  } as ChartConfiguration;
}

/** The drawn chart (its own lazy chunk with Chart.js); the figure around it carries the text alternative. */
export default function ChartCanvas({ spec, label }: { spec: ChartSpec; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return undefined;
    const chart = new Chart(context, configOf(spec));
    return () => chart.destroy();
  }, [spec]);
  return <canvas ref={canvas} role="img" aria-label={label} data-chart-kind={spec.kind} />;
}
