import { ArrowDownOutlined, ArrowUpOutlined, MinusOutlined } from '@ant-design/icons';
import { Card, Col, Row, Statistic } from 'antd';

import { formatPercent } from '../../components/charts/chart-format';
import { changeOf } from '../../components/charts/period';
import { formatNumber } from '../../components/format';
import { insight } from '../../locales/insight';
import { fill } from '../../locales/ui';

interface Props {
  metrics: readonly { key: string; label: string }[];
  current: Record<string, number>;
  /** Totals of the previous period of the same length; undefined when it has no data. */
  previous?: Record<string, number>;
  days: number;
}

const icons = {
  up: <ArrowUpOutlined aria-hidden />,
  down: <ArrowDownOutlined aria-hidden />,
  flat: <MinusOutlined aria-hidden />,
};

/** The totals of a period with their change against the previous period of the same length. */
export function TotalsRow({ metrics, current, previous, days }: Props) {
  return (
    <Row gutter={[16, 16]} className="totals-row">
      {metrics.map((metric) => {
        const change = changeOf(current[metric.key] ?? 0, previous?.[metric.key]);
        const against = fill(insight.change.vsPrevious, { days });
        return (
          <Col key={metric.key} xs={24} sm={12} lg={6}>
            <Card variant="borderless" size="small" className="total-card">
              <Statistic title={metric.label} value={formatNumber(current[metric.key] ?? 0)} />
              <div className={`total-change total-change-${change.direction}`} data-metric={metric.key}>
                {previous === undefined ? (
                  insight.change.noPrevious
                ) : (
                  <>
                    <span aria-hidden="true">{icons[change.direction]} </span>
                    <span className="sr-only">{insight.change[change.direction]} </span>
                    {change.percent === undefined ? '' : `${formatPercent(change.percent)} `}
                    {against}
                  </>
                )}
              </div>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
