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

import { chartInk, seriesColor } from '../../theme/theme';
import type { ThemeMode } from '../../theme/theme-choice';
import { useThemeChoice } from '../../theme/ThemeChoice';
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

function withAlpha(hex: string, alpha: string): string {
  return /^#[0-9a-f]{6}$/i.test(hex) ? `${hex}${alpha}` : hex;
}

/** The Chart.js configuration of a spec: theme colours, Indonesian numbers in ticks and tooltips. */
export function configOf(spec: ChartSpec, mode: ThemeMode = 'light'): ChartConfiguration {
  const ink = chartInk[mode];
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
            backgroundColor: spec.labels.map((_, i) => ink.series[i % ink.series.length]),
            borderColor: ink.surface,
          },
        ],
      },
      options: {
        maintainAspectRatio: false,
        color: ink.text,
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
        const color = series.color ? seriesColor(series.color, mode) : ink.series[i % ink.series.length];
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
      color: ink.text,
      indexAxis: spec.horizontal ? 'y' : 'x',
      interaction: { mode: 'index', intersect: false },
      scales: {
        [spec.horizontal ? 'x' : 'y']: {
          beginAtZero: true,
          grid: { color: ink.grid },
          border: { color: ink.grid },
          ticks: { color: ink.text, callback: (value: string | number) => formatTick(Number(value), format) },
        },
        [spec.horizontal ? 'y' : 'x']: {
          grid: { display: false },
          border: { color: ink.grid },
          ticks: { color: ink.text, autoSkip: true, maxRotation: 0 },
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
  const { mode } = useThemeChoice();
  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return undefined;
    const chart = new Chart(context, configOf(spec, mode));
    return () => chart.destroy();
  }, [spec, mode]);
  return (
    <canvas ref={canvas} role="img" aria-label={label} data-chart-kind={spec.kind} data-chart-theme={mode} />
  );
}
