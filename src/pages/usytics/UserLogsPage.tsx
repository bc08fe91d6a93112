import { useParsed } from '@refinedev/core';
import { Card } from 'antd';
import { Suspense, useMemo } from 'react';

import { ChartFigure } from '../../components/charts/ChartFigure';
import { InsightBody } from '../../components/charts/InsightBody';
import { breakdownOf, type Period } from '../../components/charts/period';
import type { ChartSpec } from '../../components/charts/types';
import { usePeriodList } from '../../components/charts/use-period-list';
import { formatDate } from '../../components/format';
import { lazyPart } from '../../components/lazy-part';
import { Loading } from '../../components/Loading';
import { loadResourceList, useResourceDecl } from '../../engine';
import { insight } from '../../locales/insight';
import { fill } from '../../locales/ui';
import { defaultFilters, filterValue } from '../../resources/list-filters';
import type { ResourceDecl } from '../../resources/types';

import './user-logs.css';

const ResourceList = lazyPart(loadResourceList);

/** Up to this many events of a period are read for the breakdown. */
const BREAKDOWN_LIMIT = 1000;

/** The list's period, from the URL the list keeps its filters in, else its default. */
function usePeriodOf(decl: ResourceDecl): Period | undefined {
  const { params } = useParsed();
  const filters = params?.filters;
  const keys = decl.period;
  return useMemo(() => {
    if (!keys) return undefined;
    const fallback = defaultFilters(decl);
    const read = (key: string) => String(filterValue(filters ?? [], key) ?? filterValue(fallback, key) ?? '');
    return { start: read(keys.start), end: read(keys.end) };
  }, [decl, filters, keys]);
}

function barOf(label: string, items: { label: string; value: number }[]): ChartSpec {
  return {
    kind: 'bar',
    horizontal: true,
    labels: items.map((item) => item.label),
    series: [{ label, values: items.map((item) => item.value) }],
  };
}

function Breakdown({ decl, period }: { decl: ResourceDecl; period: Period }) {
  const { rows, query } = usePeriodList(decl.name, period, { limit: BREAKDOWN_LIMIT });
  const specs = useMemo(() => {
    const device = breakdownOf(rows, 'device');
    return {
      event: barOf(insight.charts.count, breakdownOf(rows, 'event')),
      page: barOf(insight.charts.count, breakdownOf(rows, 'page')),
      device: {
        kind: 'doughnut',
        labels: device.map((item) => item.label),
        series: [{ label: insight.charts.count, values: device.map((item) => item.value) }],
      } satisfies ChartSpec,
    };
  }, [rows]);
  const title = `${formatDate(period.start)} – ${formatDate(period.end)}`;
  return (
    <Card variant="borderless" className="user-logs-breakdown" title={title}>
      <InsightBody loading={query.isLoading} empty={query.isError || rows.length === 0}>
        <p className="breakdown-note">
          {fill(insight.userLogs.sample, { count: rows.length.toLocaleString('id-ID') })}
        </p>
        <div className="breakdown-grid">
          <ChartFigure
            title={insight.userLogs.byEvent}
            spec={specs.event}
            labelHeading={insight.charts.category}
          />
          <ChartFigure
            title={insight.userLogs.byPage}
            spec={specs.page}
            labelHeading={insight.charts.category}
          />
          <ChartFigure
            title={insight.userLogs.byDevice}
            spec={specs.device}
            labelHeading={insight.charts.category}
          />
        </div>
      </InsightBody>
    </Card>
  );
}

/** User Logs (GET /usytics): the generic list with its date filter, and the period's breakdown. */
export default function UserLogsPage() {
  const decl = useResourceDecl();
  const period = usePeriodOf(decl);
  return (
    <div className="user-logs-page">
      <Suspense fallback={<Loading />}>
        <ResourceList decl={decl} />
      </Suspense>
      {period && <Breakdown decl={decl} period={period} />}
    </div>
  );
}
