import { CrownOutlined, HomeOutlined, NotificationOutlined } from '@ant-design/icons';
import { useCan, useGetIdentity } from '@refinedev/core';
import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { formatNumber } from '../../components/format';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { useResourceDecl, useResourceQuery } from '../../engine';
import { insight } from '../../locales/insight';
import { recordKeyLabels } from '../../locales/labels';
import { fill, ui } from '../../locales/ui';
import { findResource, pathOf } from '../../resources';
import { brandInk } from '../../theme/theme';
import { AgentAnswers } from './AgentAnswers';
import { TrendCard } from './TrendCard';
import { WorkQueue } from './WorkQueue';

import './dashboard.css';

type Row = Record<string, unknown>;

/** How each count of the statistic's declared reply (registry: dashboard) is drawn, and the list it opens. */
const optimistic: Record<string, { icon: ReactNode; color: string; list: string }> = {
  standard: { icon: <HomeOutlined aria-hidden />, color: brandInk.navy, list: 'listing' },
  premium: { icon: <CrownOutlined aria-hidden />, color: brandInk.orange, list: 'listing-premium' },
  ads: { icon: <NotificationOutlined aria-hidden />, color: brandInk.navyLight, list: 'ads-premium' },
};

const tiles = (findResource('dashboard')?.actions?.statistic?.reply ?? []).flatMap((field) => {
  const look = optimistic[field.key];
  return look ? [{ key: field.key, label: field.label, ...look }] : [];
});

/** A tile links to its list when the user's menu allows that list. */
function TileLink({ resource, label, children }: { resource: string; label: string; children: ReactNode }) {
  const { data: access } = useCan({ resource, action: 'list' });
  const decl = findResource(resource);
  const path = decl && pathOf(decl);
  if (!access?.can || !path) return <>{children}</>;
  return (
    // named by what it shows (the label and the count), so the visible text is its accessible name
    <Link to={path} className="stat-link" title={fill(insight.home.openList, { label })}>
      {children}
    </Link>
  );
}

/** The home dashboard: counts of standard, premium and ad listings (GET /house-list/admin-statistic). */
export default function DashboardHome() {
  const decl = useResourceDecl();
  const { data: identity } = useGetIdentity<{ name?: string }>();
  const { query, result } = useResourceQuery<Row>(decl.name, 'statistic');
  const data = result.data as Row | undefined;
  const { data: trendAccess } = useCan({ resource: 'lytics', action: 'list' });
  const { data: leadsAccess } = useCan({ resource: 'leads', action: 'list' });
  const extra =
    data?.statistic && typeof data.statistic === 'object' ? Object.entries(data.statistic as Row) : [];

  return (
    <div className="dashboard-home">
      <PageHeader
        title={fill(ui.home.greeting, { name: identity?.name ?? '' })}
        subtitle={ui.home.subtitle}
      />
      {/* what waits comes first (on a phone, the first thing seen); its counts load beside the rest */}
      <WorkQueue />
      {query.isError && (
        <LoadError error={query.error} onRetry={() => void query.refetch()} style={{ marginBottom: 16 }} />
      )}
      <Row gutter={[16, 16]}>
        {tiles.map((tile) => (
          <Col key={tile.key} xs={24} md={8}>
            <TileLink resource={tile.list} label={tile.label}>
              <Card variant="borderless" className="stat-tile" style={{ borderTopColor: tile.color }}>
                {query.isLoading ? (
                  <Skeleton active paragraph={{ rows: 1 }} />
                ) : (
                  <Statistic
                    title={tile.label}
                    value={formatNumber(data?.[tile.key])}
                    prefix={<span style={{ color: tile.color }}>{tile.icon}</span>}
                    suffix={<span className="stat-suffix">{ui.home.listings}</span>}
                  />
                )}
              </Card>
            </TileLink>
          </Col>
        ))}
        {extra
          .filter(([, value]) => typeof value === 'number')
          .map(([key, value]) => (
            <Col key={key} xs={24} sm={12} md={8}>
              <Card variant="borderless" size="small">
                <Statistic title={recordKeyLabels[key] ?? key} value={formatNumber(value)} />
              </Card>
            </Col>
          ))}
      </Row>
      {trendAccess?.can && <TrendCard />}
      {/* the agents' answer times, from the leads the person's menu shows */}
      {leadsAccess?.can && <AgentAnswers />}
    </div>
  );
}
