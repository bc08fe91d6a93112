import { LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { type BaseRecord, type HttpError, useList } from '@refinedev/core';
import { Badge, Button, Calendar, Card, Empty, Segmented, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { Suspense, useMemo, useState } from 'react';

import { lazyDialog } from '../../components/lazy-part';
import { LoadError } from '../../components/LoadError';
import { useIsPhone } from '../../components/use-is-phone';
import { loadResourceFormModal } from '../../engine';
import { scheduleTexts } from '../../locales/operations';
import { fill } from '../../locales/ui';
import type { Schedule } from '../../resources/records';
import type { ResourceDecl, Values } from '../../resources/types';
import { ScheduleAgenda, VisitList } from './ScheduleAgenda';

import './schedule.css';

const ResourceFormModal = lazyDialog(loadResourceFormModal);

const DAY = 'YYYY-MM-DD';
/** A new visit starts at 10.00 on the chosen day (office hours); the form lets it be changed. */
const DEFAULT_HOUR = 10;

type Mode = 'month' | 'week';

/** Years offered by the month view's year select: five back and five ahead of the shown one. */
const YEARS_AROUND = 5;

/** The month view's header: previous / next month and named month and year selects. */
function MonthHeader({ value, onChange }: { value: Dayjs; onChange: (date: Dayjs) => void }) {
  const months = Array.from({ length: 12 }, (_, month) => ({
    value: month,
    label: value.month(month).format('MMMM'),
  }));
  const years = Array.from({ length: YEARS_AROUND * 2 + 1 }, (_, index) => {
    const year = value.year() - YEARS_AROUND + index;
    return { value: year, label: String(year) };
  });
  return (
    <Space className="schedule-month-head" wrap>
      <Button
        icon={<LeftOutlined aria-hidden />}
        aria-label={scheduleTexts.previousMonth}
        onClick={() => onChange(value.subtract(1, 'month'))}
      />
      <Select
        aria-label={scheduleTexts.monthOfYear}
        value={value.month()}
        options={months}
        onChange={(month) => onChange(value.month(month))}
        popupMatchSelectWidth={false}
      />
      <Select
        aria-label={scheduleTexts.year}
        value={value.year()}
        options={years}
        onChange={(year) => onChange(value.year(year))}
      />
      <Button
        icon={<RightOutlined aria-hidden />}
        aria-label={scheduleTexts.nextMonth}
        onClick={() => onChange(value.add(1, 'month'))}
      />
    </Space>
  );
}

/** The schedules of a month / week, grouped by day; a day lists its visits and books a new one. */
export default function ScheduleCalendar({ decl }: { decl: ResourceDecl }) {
  const [mode, setMode] = useState<Mode>('month');
  const [day, setDay] = useState<Dayjs>(() => dayjs().startOf('day'));
  const [booking, setBooking] = useState<Dayjs | null>(null);
  // the visit just booked: the calendar moves to its day and marks it
  const [booked, setBooked] = useState<Values | null>(null);
  const isNew = (row: BaseRecord) =>
    booked !== null &&
    row.customer_name === booked.customer_name &&
    dayjs(row.date as string).isSame(dayjs(booked.date as string), 'minute');
  const onSaved = (sent: Values) => {
    const date = dayjs(sent.date as string);
    if (!date.isValid()) return;
    setDay(date.startOf('day'));
    setBooked(sent);
  };
  // under 576 px an agenda of the week by day takes the place of the month grid
  const phone = useIsPhone();
  const { query, result } = useList<BaseRecord, HttpError>({
    resource: decl.name,
    pagination: { currentPage: 1, pageSize: 500 },
    // newest first: a service that caps its pages (100 rows) drops the oldest visits, never the coming ones
    sorters: [{ field: 'date', order: 'desc' }],
  });
  const byDay = useMemo(() => {
    const map = new Map<string, BaseRecord[]>();
    for (const row of [...result.data].sort(
      (a, b) => dayjs(a.date as string).valueOf() - dayjs(b.date as string).valueOf(),
    )) {
      const key = dayjs(row.date as string).format(DAY);
      map.set(key, [...(map.get(key) ?? []), row]);
    }
    return map;
  }, [result.data]);
  const visitsOf = (date: Dayjs) => byDay.get(date.format(DAY)) ?? [];
  const weekStart = day.startOf('week');
  const week = Array.from({ length: 7 }, (_, index) => weekStart.add(index, 'day'));
  const chosen = visitsOf(day);

  const dayButton = (date: Dayjs) => {
    const count = visitsOf(date).length;
    const selected = date.isSame(day, 'day');
    return (
      <button
        type="button"
        key={date.format(DAY)}
        className={selected ? 'schedule-week-day selected' : 'schedule-week-day'}
        aria-pressed={selected}
        onClick={() => setDay(date)}
      >
        <span>{date.format('ddd D MMM')}</span>
        <span className="schedule-count">{count > 0 ? fill(scheduleTexts.count, { count }) : '-'}</span>
      </button>
    );
  };

  return (
    <Card
      variant="borderless"
      title={phone ? scheduleTexts.agenda : scheduleTexts.calendar}
      className="schedule-calendar"
    >
      {phone ? (
        <ScheduleAgenda
          decl={decl}
          day={day}
          onDay={setDay}
          visitsOf={visitsOf}
          onBook={decl.create ? (date) => setBooking(date.hour(DEFAULT_HOUR).minute(0)) : undefined}
          isNew={isNew}
        />
      ) : (
        <>
          <Segmented<Mode>
            aria-label={scheduleTexts.view}
            value={mode}
            onChange={setMode}
            options={[
              { label: scheduleTexts.month, value: 'month' },
              { label: scheduleTexts.week, value: 'week' },
            ]}
          />
          {query.isError && <LoadError error={query.error} onRetry={() => void query.refetch()} />}
          {mode === 'month' ? (
            <Calendar
              fullscreen={false}
              value={day}
              onSelect={(date) => setDay(date.startOf('day'))}
              headerRender={({ value, onChange }) => <MonthHeader value={value} onChange={onChange} />}
              cellRender={(date, info) => {
                if (info.type !== 'date') return info.originNode;
                const count = visitsOf(date).length;
                return count > 0 ? (
                  <Badge
                    count={count}
                    size="small"
                    color="var(--app-accent-border)"
                    title={fill(scheduleTexts.count, { count })}
                  />
                ) : null;
              }}
            />
          ) : (
            <div className="schedule-week">
              <Space>
                <Button
                  icon={<LeftOutlined aria-hidden />}
                  aria-label={scheduleTexts.previousWeek}
                  onClick={() => setDay(day.subtract(1, 'week'))}
                />
                <Button onClick={() => setDay(dayjs().startOf('day'))}>{scheduleTexts.thisWeek}</Button>
                <Button
                  icon={<RightOutlined aria-hidden />}
                  aria-label={scheduleTexts.nextWeek}
                  onClick={() => setDay(day.add(1, 'week'))}
                />
              </Space>
              <div className="schedule-week-days">{week.map(dayButton)}</div>
            </div>
          )}
          <section
            aria-label={fill(scheduleTexts.dayOf, { date: day.format('D MMMM YYYY') })}
            className="schedule-day"
          >
            <Space className="schedule-day-head" wrap>
              <h3>{fill(scheduleTexts.dayOf, { date: day.format('dddd, D MMMM YYYY') })}</h3>
              {decl.create && (
                <Button
                  type="primary"
                  icon={<PlusOutlined aria-hidden />}
                  onClick={() => setBooking(day.hour(DEFAULT_HOUR).minute(0))}
                >
                  {fill(scheduleTexts.book, { date: day.format('D MMM') })}
                </Button>
              )}
            </Space>
            {chosen.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={scheduleTexts.none} />
            ) : (
              <VisitList decl={decl} visits={chosen} isNew={isNew} />
            )}
          </section>
        </>
      )}
      {booking && (
        <Suspense fallback={null}>
          <ResourceFormModal
            decl={decl}
            initial={{ date: booking.toISOString() } satisfies Partial<Schedule>}
            onClose={() => setBooking(null)}
            onSaved={onSaved}
          />
        </Suspense>
      )}
    </Card>
  );
}
