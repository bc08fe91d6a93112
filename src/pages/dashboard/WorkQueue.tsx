import { LoadingOutlined, ReloadOutlined } from '@ant-design/icons';
import { type LiveEvent, useInvalidate, useList, useSubscription } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import dayjs from 'dayjs';
import { useContext, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';

import { formatDate, formatNumber } from '../../components/format';
import { SessionContext } from '../../components/session-context';
import { fill } from '../../locales/ui';
import { workQueueTexts as texts } from '../../locales/work-queue';
import { NOTIFICATION_CHANNEL, notificationEvents } from '../../providers/live/channel';
import { throttle } from '../../providers/live/throttle';
import { canSee } from '../../resources/access';
import { userKeyOf } from '../../session/session';
import {
  answerThresholdMs,
  daysBack,
  refreshClockReads,
  UNANSWERED_DAYS,
  useLeadClockRead,
  useNow,
} from '../leads/lead-clock-read';
import { dayFrom, dayKey, isDayRead, refreshAgenda, useAgendaRead } from '../schedule/agenda-read';
import { visitSince } from './last-visit';
import { type QueueCard, queueCards } from './work-queue';

/** The fastest the counts are asked again while live events arrive (as a live list refetches). */
const REFRESH_EVERY_MS = 1000;

/**
 * Asks the counts again when the socket says something changed: a new notification, or the socket
 * back after a drop (what changed meanwhile was not heard). Its payload names nothing the contract
 * fixes, so every count is asked again, at most once a second.
 */
function useLiveRefresh(resources: readonly string[], agendas: readonly string[], clocks: boolean) {
  const invalidate = useInvalidate();
  const queryClient = useQueryClient();
  const latest = useRef({ invalidate, resources, agendas, clocks });
  useEffect(() => {
    latest.current = { invalidate, resources, agendas, clocks };
  });
  const [refresh] = useState(() =>
    throttle(() => {
      const now = latest.current;
      for (const resource of new Set(now.resources)) void now.invalidate({ resource, invalidates: ['list'] });
      // the agenda's read of a list goes again from its first page (its days shown meanwhile)
      for (const resource of new Set(now.agendas)) refreshAgenda(queryClient, resource);
      // the late leads' count: the lead's clock read again (its waiting leads' messages too)
      if (now.clocks) refreshClockReads(queryClient);
    }, REFRESH_EVERY_MS),
  );
  useEffect(() => {
    return () => refresh.cancel();
  }, [refresh]);
  const status = useRef<unknown>(undefined);
  // Refine keeps the first callback of a subscription: it reads what changes through refs
  useSubscription({
    channel: NOTIFICATION_CHANNEL,
    types: [notificationEvents.notification, notificationEvents.status],
    enabled: resources.length + agendas.length > 0 || clocks,
    onLiveEvent: (event: LiveEvent) => {
      if (event.type === notificationEvents.notification) {
        refresh();
        return;
      }
      const was = status.current;
      status.current = event.payload.status;
      if (event.payload.status === 'connected' && was === 'reconnecting') refresh();
    },
  });
}

/** What a card shows where its count goes. */
type CardCount =
  | { state: 'unavailable'; why?: string }
  | { state: 'error'; retry: () => void }
  | { state: 'loading' }
  | { state: 'counted'; total: number };

/** A count read from the list's own call, one row a page. */
function useListCount(card: QueueCard): CardCount {
  const { query, result } = useList({
    resource: card.resource,
    // the total comes with the envelope: one row a page is all that is fetched
    pagination: { currentPage: 1, pageSize: 1, mode: 'server' },
    filters: card.count ?? [],
    sorters: [],
    meta: { countOnly: true },
    errorNotification: false,
    queryOptions: { enabled: card.count !== null, retry: false },
  });
  if (card.count === null) return { state: 'unavailable', why: card.unavailable };
  if (query.isError) return { state: 'error', retry: () => void query.refetch() };
  if (query.isLoading || !query.data) return { state: 'loading' };
  // a reply without its count says nothing of the rows past the one fetched
  if (query.data.totalKnown === false && result.data.length > 0)
    return { state: 'unavailable', why: texts.why.uncounted };
  return { state: 'counted', total: result.total ?? 0 };
}

/** A day's visits as the agenda shows them, once the agenda's read has reached past that day. */
function useAgendaCount(card: QueueCard, day: number): CardCount {
  const read = useAgendaRead(card.resource);
  const start = dayFrom(day);
  if (isDayRead(read.summary, start))
    return { state: 'counted', total: read.summary.byDay.get(dayKey(start))?.length ?? 0 };
  if (read.error) return { state: 'error', retry: read.retry };
  return { state: 'loading' };
}

/** The leads waiting past the threshold, once the clock's read of the last days is over. */
function useLateCount(): CardCount {
  const now = useNow();
  const [since] = useState(() => daysBack(UNANSWERED_DAYS));
  const read = useLeadClockRead(since, now);
  const threshold = answerThresholdMs();
  if (read.error) return { state: 'error', retry: read.retry };
  if (read.end === undefined) return { state: 'loading' };
  return {
    state: 'counted',
    total: read.rows.filter(({ clock }) => clock.state === 'waiting' && clock.ms > threshold).length,
  };
}

function LateLeadsCard({ card, since }: { card: QueueCard; since: string | null }) {
  return <QueueCardView card={card} since={since} count={useLateCount()} />;
}

function ListCountCard({ card, since }: { card: QueueCard; since: string | null }) {
  return <QueueCardView card={card} since={since} count={useListCount(card)} />;
}

function AgendaCountCard({ card, since, day }: { card: QueueCard; since: string | null; day: number }) {
  return <QueueCardView card={card} since={since} count={useAgendaCount(card, day)} />;
}

function QueueCardView({ card, since, count }: { card: QueueCard; since: string | null; count: CardCount }) {
  const noteId = useId();
  const shown =
    count.state === 'counted'
      ? formatNumber(count.total)
      : count.state === 'unavailable'
        ? texts.unavailable
        : count.state === 'error'
          ? texts.failed
          : texts.loading;
  const visit = since ? fill(texts.lastVisit, { date: formatDate(since, true) }) : texts.firstVisit;
  const notes = [
    count.state === 'unavailable' ? count.why : undefined,
    card.answerLate ? fill(texts.leadsLateCovers, { days: UNANSWERED_DAYS }) : undefined,
    card.sinceLastVisit ? visit : undefined,
  ];
  const described = notes.filter((note): note is string => Boolean(note));
  return (
    <div className={`queue-card queue-card-${count.state}`} aria-busy={count.state === 'loading'}>
      {/* named by what it shows, "38 Listing menunggu"; the reasons and the last visit describe it */}
      <Link
        to={card.path}
        className="queue-card-link"
        aria-describedby={described.length > 0 ? noteId : undefined}
      >
        <span className="queue-card-count">
          {count.state === 'loading' ? (
            <>
              <LoadingOutlined aria-hidden />
              <span className="sr-only">{texts.loading}</span>
            </>
          ) : (
            shown
          )}
        </span>{' '}
        <span className="queue-card-label">{card.label}</span>
      </Link>
      {described.length > 0 && (
        <div id={noteId} className="queue-card-notes">
          {described.map((note) => (
            <span key={note} className="queue-card-note">
              {note}
            </span>
          ))}
        </div>
      )}
      {count.state === 'error' && (
        <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={count.retry}>
          {texts.retry}
          <span className="sr-only"> {card.label}</span>
        </Button>
      )}
    </div>
  );
}

/**
 * "Perlu tindakan": what waits for the signed-in person, one card per list their menu allows, each
 * a count read from the list's own call and a link to that list filtered the same way.
 */
export function WorkQueue() {
  const store = useContext(SessionContext);
  const session = store?.read() ?? null;
  const user = session ? userKeyOf(session) : '';
  const cards = useMemo(() => queueCards((resource) => canSee(session, resource)), [session]);
  const [since] = useState(() => visitSince(user));
  useLiveRefresh(
    cards.flatMap((card) => (card.count ? [card.resource] : [])),
    cards.flatMap((card) => (card.agenda ? [card.resource] : [])),
    cards.some((card) => card.answerLate),
  );
  if (cards.length === 0) return null;
  return (
    <section className="work-queue" aria-labelledby="work-queue-title">
      <div className="work-queue-head">
        <h2 id="work-queue-title">{texts.title}</h2>
        <span className="work-queue-day">
          {fill(texts.today, { date: dayjs().format('dddd, D MMMM YYYY') })}
        </span>
      </div>
      <ul className="work-queue-grid">
        {cards.map((card) => (
          <li key={card.key}>
            {card.agenda ? (
              <AgendaCountCard card={card} since={since} day={card.agenda.day} />
            ) : card.answerLate ? (
              <LateLeadsCard card={card} since={since} />
            ) : (
              <ListCountCard card={card} since={since} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
