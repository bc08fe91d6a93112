import { LoadingOutlined, ReloadOutlined } from '@ant-design/icons';
import { type LiveEvent, useInvalidate, useList, useSubscription } from '@refinedev/core';
import { Button } from 'antd';
import dayjs from 'dayjs';
import { useContext, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';

import { formatDate, formatNumber } from '../../components/format';
import { SessionContext } from '../../components/session-context';
import { fill } from '../../locales/ui';
import { workQueueTexts as texts } from '../../locales/work-queue';
import { NOTIFICATION_CHANNEL, notificationEvents } from '../../notifications/channel';
import { throttle } from '../../notifications/throttle';
import { canSee } from '../../resources/access';
import { userKeyOf } from '../../session/session';
import { visitSince } from './last-visit';
import { type QueueCard, queueCards } from './work-queue';

/** The fastest the counts are asked again while live events arrive (as a live list refetches). */
const REFRESH_EVERY_MS = 1000;

/**
 * Asks the counts again when the socket says something changed: a new notification, or the socket
 * back after a drop (what changed meanwhile was not heard). Its payload names nothing the contract
 * fixes, so every count is asked again, at most once a second.
 */
function useLiveRefresh(resources: readonly string[]) {
  const invalidate = useInvalidate();
  const latest = useRef({ invalidate, resources });
  useEffect(() => {
    latest.current = { invalidate, resources };
  });
  const [refresh] = useState(() =>
    throttle(() => {
      const now = latest.current;
      for (const resource of new Set(now.resources)) void now.invalidate({ resource, invalidates: ['list'] });
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
    enabled: resources.length > 0,
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

/** What a card shows where its count goes, and the words its accessible name gives for it. */
function useCount(card: QueueCard) {
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
  if (card.count === null) return { state: 'unavailable' as const, why: card.unavailable, query };
  if (query.isError) return { state: 'error' as const, query };
  if (query.isLoading || !query.data) return { state: 'loading' as const, query };
  // a reply without its count says nothing of the rows past the one fetched
  if (query.data.totalKnown === false && result.data.length > 0)
    return { state: 'unavailable' as const, why: texts.why.uncounted, query };
  return { state: 'counted' as const, total: result.total ?? 0, query };
}

function QueueCardView({ card, since }: { card: QueueCard; since: string | null }) {
  const count = useCount(card);
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
        <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={() => void count.query.refetch()}>
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
  useLiveRefresh(cards.flatMap((card) => (card.count ? [card.resource] : [])));
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
            <QueueCardView card={card} since={since} />
          </li>
        ))}
      </ul>
    </section>
  );
}
