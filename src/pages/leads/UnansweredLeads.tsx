import { MessageOutlined, ReloadOutlined } from '@ant-design/icons';
import type { BaseRecord } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Progress, Switch, Table, type TableColumnType } from 'antd';
import { Suspense, useId, useMemo, useState } from 'react';

import { formatDate } from '../../components/format';
import { lazyPart } from '../../components/lazy-part';
import { useIsPhone } from '../../components/use-is-phone';
import { unansweredTexts as texts } from '../../locales/lead-clock';
import { fill } from '../../locales/ui';
import { durationWords } from './lead-clock';
import {
  answerThresholdMs,
  type ClockedRow,
  clockReadKey,
  daysBack,
  messagesKey,
  UNANSWERED_DAYS,
  useLeadClockRead,
  useNow,
} from './lead-clock-read';
import { ClockTag } from './LeadClockTag';
import { leadName } from './names';
import { readProgress } from './read-progress';

const LeadChat = lazyPart(() => import('./LeadChat'));

/** The leads waiting for a first answer, oldest first, with those whose wait cannot be measured counted. */
export function waitingOldestFirst(rows: readonly ClockedRow[], pastMs?: number) {
  const waiting = rows
    .filter(({ clock }) => clock.state === 'waiting' && (pastMs === undefined || clock.ms > pastMs))
    .sort((a, b) =>
      a.clock.state === 'waiting' && b.clock.state === 'waiting' ? a.clock.received - b.clock.received : 0,
    );
  const unmeasured = rows.filter(({ clock }) => clock.state === 'unmeasured').length;
  return { waiting, unmeasured };
}

/**
 * "Belum dibalas": the leads of the last UNANSWERED_DAYS days not answered yet, the longest waiting
 * first, computed in the browser from the leads and their messages as they are read (the contract's
 * calls filter by neither); `late` keeps those past the declared threshold only.
 */
export default function UnansweredLeads({
  late,
  onLate,
}: {
  late: boolean;
  onLate: (late: boolean) => void;
}) {
  const now = useNow();
  const [since] = useState(() => daysBack(UNANSWERED_DAYS));
  const read = useLeadClockRead(since, now);
  const threshold = answerThresholdMs();
  const { waiting, unmeasured } = useMemo(
    () => waitingOldestFirst(read.rows, late ? threshold : undefined),
    [read.rows, late, threshold],
  );
  const [chat, setChat] = useState<BaseRecord | null>(null);
  const queryClient = useQueryClient();
  const closeChat = () => {
    // a reply sent there answers the lead: its messages and the view are read again
    if (chat) void queryClient.invalidateQueries({ queryKey: messagesKey(String(chat.id)) });
    void queryClient.invalidateQueries({ queryKey: clockReadKey(since) });
    setChat(null);
  };
  const phone = useIsPhone();
  const switchId = useId();
  const progress = readProgress(read, texts.reading, texts.readingUncounted);
  const open = (lead: BaseRecord) => {
    const name = leadName(lead);
    return (
      <Button
        size="small"
        icon={<MessageOutlined aria-hidden />}
        aria-label={name ? fill(texts.openOf, { name }) : texts.open}
        onClick={() => setChat(lead)}
      >
        {texts.open}
      </Button>
    );
  };
  const columns: TableColumnType<ClockedRow>[] = [
    { key: 'listing', title: texts.listing, render: (_, row) => String(row.lead.title ?? '') || '-' },
    { key: 'name', title: texts.name, render: (_, row) => leadName(row.lead) || '-' },
    {
      key: 'received',
      title: texts.received,
      className: 'lead-cell-datetime',
      render: (_, row) => formatDate(row.lead.created_at, true),
    },
    {
      key: 'clock',
      title: texts.unanswered,
      className: 'lead-cell-clock',
      render: (_, row) => <ClockTag clock={row.clock} />,
    },
    { key: 'open', title: texts.open, render: (_, row) => open(row.lead) },
  ];
  return (
    <section className="unanswered-leads" aria-labelledby="unanswered-title">
      <h2 id="unanswered-title" className="unanswered-title">
        {texts.title}
      </h2>
      <div className="unanswered-controls">
        <Switch id={switchId} checked={late} onChange={onLate} />
        <label htmlFor={switchId}>{fill(texts.pastOnly, { threshold: durationWords(threshold) })}</label>
      </div>
      {/* honest about what it covers: the service has no such filter, the browser counts what it read */}
      <p className="unanswered-covers" aria-live="polite">
        {read.end !== undefined &&
          `${
            late
              ? fill(texts.countLate, { count: waiting.length, threshold: durationWords(threshold) })
              : fill(texts.count, { count: waiting.length })
          } `}
        {fill(texts.covers, { days: UNANSWERED_DAYS, read: read.read })}
        {read.end === 'cap' ? ` ${fill(texts.capped, { read: read.read })}` : ''}
        {unmeasured > 0 ? ` ${fill(texts.unmeasured, { count: unmeasured })}` : ''}
      </p>
      {progress && (
        <Progress
          percent={read.total ? Math.min(99, Math.round((read.read / read.total) * 100)) : undefined}
          status="active"
          format={() => progress}
          aria-label={progress}
        />
      )}
      {read.error && (
        <Alert
          type="error"
          showIcon
          message={texts.failed}
          action={
            <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={read.retry}>
              {texts.retry}
            </Button>
          }
        />
      )}
      {phone ? (
        waiting.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={progress ?? texts.none} />
        ) : (
          <ul className="unanswered-cards" aria-label={texts.title}>
            {waiting.map((row) => (
              <li key={String(row.lead.id)} className="unanswered-card">
                <strong>{leadName(row.lead) || '-'}</strong>
                <span>{String(row.lead.title ?? '')}</span>
                <span>
                  <ClockTag clock={row.clock} /> {formatDate(row.lead.created_at, true)}
                </span>
                {open(row.lead)}
              </li>
            ))}
          </ul>
        )
      ) : (
        <Table<ClockedRow>
          className="lead-table"
          rowKey={(row) => String(row.lead.id)}
          dataSource={waiting}
          columns={columns}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={progress ?? texts.none} />,
          }}
        />
      )}
      <Suspense fallback={null}>
        {chat && <LeadChat lead={chat} listing={String(chat.title ?? '')} onClose={closeChat} />}
      </Suspense>
    </section>
  );
}
