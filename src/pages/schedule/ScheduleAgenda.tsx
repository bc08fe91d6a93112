import { LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import type { BaseRecord } from '@refinedev/core';
import { Button, List, Space, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

import { optionLabel } from '../../components/format';
import { StatusTag } from '../../components/StatusTag';
import { RecordActions } from '../../engine';
import { scheduleTexts } from '../../locales/operations';
import { fill } from '../../locales/ui';
import type { ResourceDecl } from '../../resources/types';

/** A stable ref: the marked visit scrolls into view once, when it appears. */
const scrollToMarked = (item: HTMLElement | null) => item?.scrollIntoView?.({ block: 'nearest' });

/** The visits of one day: time and customer, the listing, the status and what can be done. */
export function VisitList({
  decl,
  visits,
  isNew,
}: {
  decl: ResourceDecl;
  visits: BaseRecord[];
  /** The visit just booked, marked and scrolled into view. */
  isNew?: (row: BaseRecord) => boolean;
}) {
  const statusField = decl.fields?.find((field) => field.key === 'status');
  return (
    <List
      dataSource={visits}
      rowKey={(row) => String(row.id)}
      renderItem={(row) => (
        <List.Item
          actions={[<RecordActions key="actions" decl={decl} record={row} placement="detail" />]}
          className={isNew?.(row) ? 'schedule-visit-new' : undefined}
          ref={isNew?.(row) ? scrollToMarked : undefined}
        >
          {isNew?.(row) && <Tag color="orange">{scheduleTexts.justBooked}</Tag>}
          <List.Item.Meta
            title={`${dayjs(row.date as string).format('HH.mm')} · ${String(row.customer_name ?? '')}`}
            description={String(row.title ?? '')}
          />
          {statusField && (
            <StatusTag
              tone={statusField.options?.find((option) => option.value === row.status)?.tone}
              label={optionLabel(statusField, row.status)}
            />
          )}
        </List.Item>
      )}
    />
  );
}

interface Props {
  decl: ResourceDecl;
  /** A day of the week shown. */
  day: Dayjs;
  onDay: (day: Dayjs) => void;
  visitsOf: (day: Dayjs) => BaseRecord[];
  /** Books a visit on a day (absent when the resource cannot create). */
  onBook?: (day: Dayjs) => void;
  isNew?: (row: BaseRecord) => boolean;
}

/** The schedule on a phone: the week's days one under the other, each with its visits and a booking. */
export function ScheduleAgenda({ decl, day, onDay, visitsOf, onBook, isNew }: Props) {
  const start = day.startOf('week');
  const days = Array.from({ length: 7 }, (_, index) => start.add(index, 'day'));
  return (
    <div className="schedule-agenda" aria-label={scheduleTexts.agenda} role="region">
      <Space className="schedule-agenda-nav">
        <Button
          icon={<LeftOutlined aria-hidden />}
          aria-label={scheduleTexts.previousWeek}
          onClick={() => onDay(day.subtract(1, 'week'))}
        />
        <Button onClick={() => onDay(dayjs().startOf('day'))}>{scheduleTexts.thisWeek}</Button>
        <Button
          icon={<RightOutlined aria-hidden />}
          aria-label={scheduleTexts.nextWeek}
          onClick={() => onDay(day.add(1, 'week'))}
        />
      </Space>
      {days.map((date) => {
        const visits = visitsOf(date);
        const label = fill(scheduleTexts.dayOf, { date: date.format('dddd, D MMMM YYYY') });
        return (
          <section key={date.valueOf()} className="schedule-agenda-day" aria-label={label}>
            <div className="schedule-agenda-head">
              <h3>{date.format('dddd, D MMM')}</h3>
              {onBook && (
                <Button icon={<PlusOutlined aria-hidden />} onClick={() => onBook(date)}>
                  {fill(scheduleTexts.book, { date: date.format('D MMM') })}
                </Button>
              )}
            </div>
            {visits.length === 0 ? (
              <p className="schedule-agenda-none">{scheduleTexts.none}</p>
            ) : (
              <VisitList decl={decl} visits={visits} isNew={isNew} />
            )}
          </section>
        );
      })}
    </div>
  );
}
