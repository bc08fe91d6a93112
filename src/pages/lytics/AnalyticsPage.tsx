import type { BaseRecord } from '@refinedev/core';
import { Card, Table } from 'antd';
import { useMemo, useState } from 'react';

import { formatDayShort } from '../../components/charts/chart-format';
import { ChartFigure } from '../../components/charts/ChartFigure';
import { InsightBody } from '../../components/charts/InsightBody';
import { dailySeries, daysOf, lengthInDays, previousPeriod, totalsOf } from '../../components/charts/period';
import { initialChoice, PeriodPicker } from '../../components/charts/PeriodPicker';
import { usePeriodList } from '../../components/charts/use-period-list';
import { PageHeader } from '../../components/PageHeader';
import { columnsOf, useResourceDecl } from '../../engine';
import { insight } from '../../locales/insight';
import { chartColors } from '../../theme/theme';
import { TotalsRow } from './TotalsRow';

import './analytics.css';

const METRICS = (['visitors', 'page_views', 'new_listings', 'leads'] as const).map((key) => ({
  key,
  label: insight.metrics[key],
}));
const KEYS = METRICS.map((metric) => metric.key);

/**
 * Statistik (GET /lytics?startDate&endDate): a period, its totals against the previous period of the
 * same length, one chart per metric and the daily table. "Data tidak ditemukan" when a period is
 * empty or its call fails (docs/contract.md section 8).
 */
export default function AnalyticsPage() {
  const decl = useResourceDecl();
  const [choice, setChoice] = useState(() => initialChoice('30d'));
  const previous = useMemo(() => previousPeriod(choice.period), [choice.period]);
  const current = usePeriodList('lytics', choice.period);
  const before = usePeriodList('lytics', previous);
  const days = lengthInDays(choice.period);

  const view = useMemo(() => {
    const labels = daysOf(choice.period).map(formatDayShort);
    return {
      totals: totalsOf(current.rows, KEYS),
      previousTotals: before.rows.length > 0 ? totalsOf(before.rows, KEYS) : undefined,
      charts: METRICS.map((metric, i) => ({
        ...metric,
        spec: {
          kind: 'line' as const,
          labels,
          series: [
            {
              label: metric.label,
              values: dailySeries(current.rows, choice.period, metric.key),
              color: chartColors[i],
            },
          ],
        },
      })),
      rows: [...current.rows].sort((a, b) => String(b.date).localeCompare(String(a.date))) as BaseRecord[],
    };
  }, [current.rows, before.rows, choice.period]);

  const failed = current.query.isError || (!current.query.isLoading && current.rows.length === 0);

  return (
    <Card variant="borderless" className="analytics-page">
      <PageHeader title={decl.label} subtitle={insight.analytics.subtitle} />
      <PeriodPicker value={choice} onChange={setChoice} />
      <InsightBody loading={current.query.isLoading} empty={failed} lines={8}>
        <h2 className="insight-heading">{insight.analytics.totals}</h2>
        <TotalsRow metrics={METRICS} current={view.totals} previous={view.previousTotals} days={days} />
        <div className="metric-grid">
          {view.charts.map((chart) => (
            <ChartFigure key={chart.key} title={chart.label} spec={chart.spec} height={220} />
          ))}
        </div>
        <h2 className="insight-heading">{insight.analytics.table}</h2>
        <Table<BaseRecord>
          rowKey={(row) => String(row.date)}
          dataSource={view.rows}
          columns={columnsOf(decl.fields ?? [], [])}
          pagination={{ pageSize: 10, showSizeChanger: false }}
          scroll={{ x: 'max-content' }}
          size="middle"
        />
      </InsightBody>
    </Card>
  );
}
