import { useGetIdentity, useList, useOne } from '@refinedev/core';
import { Avatar, Card, Col, Descriptions, Row, Skeleton, Statistic } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';

import { formatDayShort } from '../../components/charts/chart-format';
import { ChartFigure } from '../../components/charts/ChartFigure';
import { InsightBody } from '../../components/charts/InsightBody';
import { dailySeries, daysOf, presetPeriod } from '../../components/charts/period';
import type { ChartSpec } from '../../components/charts/types';
import { formatDate, formatNumber } from '../../components/format';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { canonicalPhone } from '../../components/phone';
import { useResourceDecl } from '../../engine';
import { insight } from '../../locales/insight';
import { colors } from '../../theme/theme';

import './profile.css';

type Row = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' && value ? value : '-');
const phoneShown = (value: unknown) => (typeof value === 'string' ? canonicalPhone(value) : value);

/** Daily views of the last 30 days (GET /view-house-list/views, summed over listings). */
function ViewsChart() {
  const period = useMemo(() => presetPeriod('30d', dayjs()), []);
  const { query, result } = useList<Row>({
    resource: 'listing-views',
    pagination: { currentPage: 1, pageSize: 1000, mode: 'server' },
    errorNotification: false,
    queryOptions: { retry: false },
  });
  const rows = useMemo(() => (result.data ?? []) as Row[], [result.data]);
  const spec = useMemo<ChartSpec>(
    () => ({
      kind: 'line',
      labels: daysOf(period).map(formatDayShort),
      series: [
        {
          label: insight.profile.viewsSeries,
          values: dailySeries(rows, period, 'views'),
          color: colors.orange,
        },
      ],
    }),
    [rows, period],
  );
  return (
    <InsightBody loading={query.isLoading} empty={query.isError || rows.length === 0} lines={5}>
      <ChartFigure title={insight.profile.views} spec={spec} />
    </InsightBody>
  );
}

/** Profil: the signed-in user's card (GET /agent-profile/{auth_id}) and the views of their listings. */
export default function ProfilePage() {
  const decl = useResourceDecl();
  const { data: identity } = useGetIdentity<{ id: string }>();
  const id = identity?.id;
  const { query, result } = useOne<Row>({
    resource: decl.name,
    id: id ?? '',
    queryOptions: { enabled: Boolean(id) },
  });
  const profile = result as Row | undefined;
  const name = text(profile?.name);
  const counts = [
    { key: 'listing_count', label: insight.profile.listings },
    { key: 'premium_count', label: insight.profile.premium },
    { key: 'lead_count', label: insight.profile.leads },
  ];

  return (
    <div className="profile-page">
      <Card variant="borderless">
        <PageHeader title={decl.label} />
        {query.isError ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        ) : !profile ? (
          <Skeleton active avatar paragraph={{ rows: 4 }} />
        ) : (
          <Row gutter={[24, 24]} align="middle">
            <Col xs={24} md={12} className="profile-card">
              <Avatar size={72} style={{ background: colors.orange, fontSize: 28 }} aria-hidden="true">
                {name.slice(0, 1).toUpperCase()}
              </Avatar>
              <div>
                <h2 className="profile-page-name">{name}</h2>
                <Descriptions column={1} size="small">
                  <Descriptions.Item label={insight.profile.contact}>
                    {text(profile.email)} · {text(phoneShown(profile.phone))}
                  </Descriptions.Item>
                  <Descriptions.Item label={insight.profile.agency}>{text(profile.agency)}</Descriptions.Item>
                  <Descriptions.Item label={insight.profile.city}>{text(profile.city)}</Descriptions.Item>
                  <Descriptions.Item label={insight.profile.joined}>
                    {formatDate(profile.joined_at)}
                  </Descriptions.Item>
                </Descriptions>
              </div>
            </Col>
            <Col xs={24} md={12}>
              <Row gutter={[16, 16]}>
                {counts.map((count) => (
                  <Col key={count.key} xs={8}>
                    <Statistic title={count.label} value={formatNumber(profile[count.key])} />
                  </Col>
                ))}
              </Row>
            </Col>
          </Row>
        )}
      </Card>
      <Card variant="borderless" className="profile-views">
        <ViewsChart />
      </Card>
    </div>
  );
}
