import { Card } from 'antd';
import { useMemo, useState } from 'react';

import { formatDayShort } from '../../components/charts/chart-format';
import { ChartFigure } from '../../components/charts/ChartFigure';
import { InsightBody } from '../../components/charts/InsightBody';
import { dailySeries, daysOf, lengthInDays } from '../../components/charts/period';
import { initialChoice, PeriodPicker } from '../../components/charts/PeriodPicker';
import type { ChartSpec } from '../../components/charts/types';
import { usePeriodList } from '../../components/charts/use-period-list';
import { insight } from '../../locales/insight';
import { fill } from '../../locales/ui';

type Metric = 'visitors' | 'page_views' | 'new_listings' | 'leads';

/** The home's trend: GET /lytics over a preset period, traffic and activity as two line charts. */
export function TrendCard() {
  const [choice, setChoice] = useState(() => initialChoice('30d'));
  const { rows, query } = usePeriodList('lytics', choice.period);
  const specs = useMemo(() => {
    const labels = daysOf(choice.period).map(formatDayShort);
    const series = (keys: readonly Metric[]) =>
      keys.map((key) => ({ label: insight.metrics[key], values: dailySeries(rows, choice.period, key) }));
    const traffic: ChartSpec = { kind: 'line', labels, series: series(['visitors', 'page_views']) };
    const activity: ChartSpec = { kind: 'line', labels, series: series(['new_listings', 'leads']) };
    return { traffic, activity };
  }, [rows, choice.period]);

  return (
    <Card
      variant="borderless"
      className="trend-card"
      title={fill(insight.home.trend, { days: lengthInDays(choice.period) })}
      extra={<PeriodPicker value={choice} onChange={setChoice} presets={['7d', '30d', '90d', 'month']} />}
    >
      <InsightBody loading={query.isLoading} empty={query.isError || rows.length === 0}>
        <div className="trend-grid">
          <ChartFigure
            title={`${insight.metrics.visitors} & ${insight.metrics.page_views}`}
            spec={specs.traffic}
          />
          <ChartFigure
            title={`${insight.metrics.new_listings} & ${insight.metrics.leads}`}
            spec={specs.activity}
          />
        </div>
      </InsightBody>
    </Card>
  );
}
