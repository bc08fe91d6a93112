import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Skeleton } from 'antd';
import type { Dayjs } from 'dayjs';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';

import { formatDate, formatNumber } from '../../components/format';
import { PageHeader } from '../../components/PageHeader';
import { agendaTexts as texts } from '../../locales/agenda';
import { fill } from '../../locales/ui';
import type { ResourceDecl } from '../../resources/types';
import {
  AGENDA_MAX_PAGES,
  AGENDA_PAGE,
  agendaPath,
  type AgendaRange,
  agendaRanges,
  type AgendaRead,
  type AgendaSummary,
  dayFrom,
  dayKey,
  isAgendaRange,
  isDayRead,
  useAgendaRead,
  type Visit,
} from './agenda-read';
import { VisitCard } from './VisitCard';

import '../../components/list-surface.css';
import './agenda.css';

const RANGE_LABELS: Record<AgendaRange, string> = {
  today: texts.today,
  tomorrow: texts.tomorrow,
  week: texts.week,
};

/** "Hari ini", "Besok", or none for a later day. */
const nameOfDay = (offset: number) => (offset === 0 ? texts.today : offset === 1 ? texts.tomorrow : '');

function dayTitle(day: Dayjs, offset: number): string {
  const date = day.format('dddd, D MMMM YYYY');
  const name = nameOfDay(offset);
  return name ? fill(texts.dayNamed, { name, date }) : date;
}

function noneText(day: Dayjs, offset: number): string {
  if (offset === 0) return texts.noneToday;
  if (offset === 1) return texts.noneTomorrow;
  return fill(texts.noneOn, { date: day.format('dddd, D MMMM') });
}

/** How far the read has come, in words: what the status line under the title says. */
export function readStatus(summary: AgendaSummary, reading: boolean): string {
  const { end, oldest, read, total, sorted } = summary;
  if (!sorted) {
    if (end === 'cap') return fill(texts.readCapped, { count: formatNumber(read) });
    if (end !== undefined) return fill(texts.readUnsortedDone, { count: formatNumber(read) });
    return fill(texts.readUnsorted, { read: formatNumber(read), total: formatNumber(total ?? read) });
  }
  if (end === 'list') return fill(texts.readAll, { count: formatNumber(read) });
  if (end === 'cap') return fill(texts.readCapped, { count: formatNumber(read) });
  // stopped by a failure, the read says how far it came
  if (!oldest) return reading ? texts.reading : texts.noneRead;
  const date = formatDate(oldest.toISOString());
  return reading ? fill(texts.readingUntil, { date }) : fill(texts.readUntil, { date });
}

/** A day's visits grouped by their time: each time once, its visits under it. */
function byTime(visits: readonly Visit[]): [string, Visit[]][] {
  const groups = new Map<string, Visit[]>();
  for (const visit of visits) {
    const time = visit.at.format('HH.mm');
    groups.set(time, [...(groups.get(time) ?? []), visit]);
  }
  return [...groups];
}

function AgendaDay({
  decl,
  day,
  offset,
  read,
}: {
  decl: ResourceDecl;
  day: Dayjs;
  offset: number;
  read: AgendaRead;
}) {
  const headingId = useId();
  const { summary } = read;
  const ready = isDayRead(summary, day);
  const visits = summary.byDay.get(dayKey(day)) ?? [];
  const cancelled = summary.cancelledByDay.get(dayKey(day)) ?? 0;
  const failed = !ready && read.error !== null;
  return (
    <section className="agenda-day" aria-labelledby={headingId} aria-busy={!ready && !failed}>
      <h2 id={headingId} className="agenda-day-title">
        {dayTitle(day, offset)}
      </h2>
      {failed ? (
        <p className="agenda-day-none">
          {offset === 0 ? texts.notRead : fill(texts.notReadOn, { date: day.format('D MMMM') })}
        </p>
      ) : !ready ? (
        <div className="agenda-day-loading">
          <span className="sr-only">{fill(texts.loadingDay, { date: day.format('D MMMM') })}</span>
          <Skeleton active title={false} paragraph={{ rows: 3 }} />
        </div>
      ) : visits.length === 0 ? (
        <p className="agenda-day-none">{noneText(day, offset)}</p>
      ) : (
        byTime(visits).map(([time, group]) => (
          <section key={time} className="agenda-time" aria-label={fill(texts.timeGroup, { time })}>
            <h3 className="agenda-time-title">
              {time}
              <span className="agenda-time-count">
                <span className="agenda-time-count-dot" aria-hidden>
                  {' · '}
                </span>
                {fill(texts.visits, { count: group.length })}
              </span>
            </h3>
            <ul className="agenda-visits">
              {group.map(({ record }) => (
                <li key={String(record.id)}>
                  <VisitCard decl={decl} visit={record} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      {ready && cancelled > 0 && (
        <p className="agenda-day-cancelled">{fill(texts.cancelledLeftOut, { count: cancelled })}</p>
      )}
    </section>
  );
}

/**
 * The agenda of viewings (Schedule List, `?view=agenda`): today, tomorrow or a week, each day's visits
 * by time with the customer, the listing and a tap to call, to write and to get there. A day shows as
 * soon as the pages read reach past it; how far they have come is said under the title.
 */
export default function VisitAgenda({ decl }: { decl: ResourceDecl }) {
  const [params] = useSearchParams();
  const asked = params.get('range');
  const range: AgendaRange = isAgendaRange(asked) ? asked : 'today';
  const read = useAgendaRead(decl.name);
  const { summary } = read;
  const { from, days } = agendaRanges[range];
  const shown = Array.from({ length: days }, (_, index) => from + index);
  const why = summary.sorted
    ? texts.why
    : fill(texts.whyUnsorted, { max: formatNumber(AGENDA_PAGE * AGENDA_MAX_PAGES) });
  return (
    <div className="visit-agenda list-surface">
      <PageHeader
        title={texts.title}
        // between two pages (one landed, the next not yet asked) the read is still going
        subtitle={readStatus(summary, read.reading || (summary.end === undefined && read.error === null))}
      />
      <p className="agenda-why">{why}</p>
      <div className="agenda-bar">
        <nav className="agenda-ranges" aria-label={texts.range}>
          {(Object.keys(agendaRanges) as AgendaRange[]).map((one) => (
            <Link
              key={one}
              to={agendaPath(one)}
              replace
              className="agenda-range"
              aria-current={one === range ? 'page' : undefined}
            >
              {RANGE_LABELS[one]}
            </Link>
          ))}
        </nav>
        <Button
          className="agenda-refresh"
          icon={<ReloadOutlined aria-hidden />}
          onClick={read.refresh}
          loading={read.reading && !read.loading}
          aria-label={texts.refresh}
          title={texts.refresh}
        />
      </div>
      {read.error && (
        <Alert
          className="agenda-error"
          type="error"
          showIcon
          message={texts.failed}
          description={read.error.message}
          action={<Button onClick={read.retry}>{texts.retry}</Button>}
        />
      )}
      {shown.map((offset) => (
        <AgendaDay key={offset} decl={decl} day={dayFrom(offset)} offset={offset} read={read} />
      ))}
    </div>
  );
}
