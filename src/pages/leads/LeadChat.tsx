import { type BaseRecord, type HttpError, useList } from '@refinedev/core';
import { Drawer, Empty, Image, Skeleton } from 'antd';
import { useEffect, useMemo, useRef } from 'react';

import { useDialogFocus } from '../../components/dialog-focus';
import { formatDate } from '../../components/format';
import { LoadError } from '../../components/LoadError';
import { useCloseOnBack } from '../../components/use-close-on-back';
import { KeptPhoto, useWaitingNew, WaitingTag } from '../../engine';
import { leadTexts } from '../../locales/operations';
import { fill } from '../../locales/ui';
import { isKeptPhoto } from '../../providers/outbox';
import { textOf } from '../../resources/read-field';
import { leadClock } from './lead-clock';
import { useNow } from './lead-clock-read';
import { ClockTag } from './LeadClockTag';
import { listingAddress } from './listing-place';
import { groupName, leadName, senderOf } from './names';
import { ReplyComposer } from './ReplyComposer';

/** A message's time as a number to order by; one without a readable time goes last. */
function timeOf(value: unknown): number {
  const time = typeof value === 'number' ? value : Date.parse(textOf(value));
  return Number.isFinite(time) ? time : Number.POSITIVE_INFINITY;
}

/**
 * The address of the lead's listing, for the quick replies: from its group when the grouping carries
 * it, else from the listing itself, found by its code in the listings (`search`, as Ctrl+K finds it)
 * and matched by its id or code. '' while it is read, and when neither has one.
 */
function useListingAddress(group: BaseRecord | undefined): string {
  const carried = listingAddress(group);
  const code = textOf(group?.house_id);
  const id = textOf(group?.property_id) || textOf(group?.id);
  const { result } = useList<BaseRecord, HttpError>({
    resource: 'listing',
    filters: [{ field: 'search', operator: 'eq', value: code }],
    pagination: { pageSize: 10 },
    queryOptions: { enabled: !carried && Boolean(code) },
    // the reply box works without it: an address not found is left for the person to write
    successNotification: false,
    errorNotification: false,
  });
  if (carried) return carried;
  const listing = result.data.find(
    (row) => (id && textOf(row.id) === id) || (code && textOf(row.house_id) === code),
  );
  return listingAddress(listing);
}

/**
 * A lead's conversation (GET /message-request/request-id/{id}), oldest at the top, and a reply box;
 * `listing` names the lead's property (its group's) and `group` is that group's record, for the quick
 * replies.
 */
export default function LeadChat({
  lead,
  listing = '',
  group,
  onClose,
}: {
  lead: BaseRecord;
  listing?: string;
  group?: BaseRecord;
  onClose: () => void;
}) {
  const leadId = String(lead.id);
  const name = leadName(lead);
  const address = useListingAddress(group);
  const quick = useMemo(
    () => ({ name: textOf(lead.name), listing: listing || groupName(lead), address }),
    [lead, listing, address],
  );
  useCloseOnBack(true, onClose);
  const { query, result } = useList<BaseRecord, HttpError>({
    resource: 'lead-messages',
    filters: [{ field: 'request_id', operator: 'eq', value: leadId }],
    pagination: { mode: 'off' },
  });
  // by time, not by text: "06.00+07:00" comes before "23.30Z" of the day before; the lead's own
  // question (its note) opens the conversation
  const question = textOf(lead.note);
  const thread = useMemo(
    () => [
      ...(question ? [{ id: `question-${leadId}`, message: question, created_at: lead.created_at }] : []),
      ...[...result.data].sort((a, b) => timeOf(a.created_at) - timeOf(b.created_at)),
    ],
    [result.data, question, leadId, lead.created_at],
  );
  // its wait for a first answer, from the lead's time and the messages read (a reply sent moves it)
  const now = useNow();
  const clock = query.isSuccess ? leadClock(lead, result.data, now) : undefined;
  // replies sent from this device that wait in the outbox (offline): shown after the others, marked
  const waiting = useWaitingNew('lead-messages', 'request_id', leadId);
  const end = useRef<HTMLDivElement>(null);
  // the reply box takes the focus; closed (Escape), the focus goes back to the lead's "Percakapan" in the
  // leads drawer, so a second Escape closes that one
  const focus = useDialogFocus(end);
  // a block body: the effect returns nothing (scrollIntoView returns a Promise in current browsers,
  // which React would take for the cleanup and call)
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [thread.length, waiting.length]);

  return (
    <Drawer
      open
      width={560}
      afterOpenChange={focus.afterOpenChange}
      onClose={onClose}
      title={name ? fill(leadTexts.conversationOf, { name }) : leadTexts.conversation}
      footer={<ReplyComposer requestId={leadId} quick={quick} />}
    >
      {clock && (
        <p className="lead-chat-clock">
          <ClockTag clock={clock} />
        </p>
      )}
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.isLoading ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : thread.length + waiting.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={leadTexts.noMessages} />
      ) : (
        <ol className="lead-chat" aria-label={leadTexts.thread}>
          {thread.map((message, index) => {
            const sender = senderOf(message, lead);
            const createdAt = textOf(message.created_at);
            const time = createdAt ? formatDate(createdAt, true) : '';
            const image = textOf(message.image_url);
            const from = sender.name || sender.role;
            return (
              <li
                key={String(message.id ?? index)}
                className={
                  index === 0 && question
                    ? 'lead-chat-item question'
                    : sender.mine
                      ? 'lead-chat-item mine'
                      : 'lead-chat-item'
                }
              >
                <div className="lead-chat-meta">
                  {sender.name ? (
                    <>
                      <strong>{sender.name}</strong> <span>· {sender.role}</span>
                    </>
                  ) : (
                    <strong>{sender.role}</strong>
                  )}
                  {time && (
                    <>
                      {' '}
                      <time dateTime={createdAt}>{time}</time>
                    </>
                  )}
                </div>
                {textOf(message.message) && <p className="lead-chat-text">{textOf(message.message)}</p>}
                {image && (
                  <Image
                    src={image}
                    width={160}
                    className="lead-chat-image"
                    alt={
                      time
                        ? fill(leadTexts.imageOf, { name: from, time })
                        : fill(leadTexts.imageFrom, { name: from })
                    }
                  />
                )}
              </li>
            );
          })}
          {waiting.map((change) => {
            const photo = textOf(change.values.image_url);
            return (
              <li key={change.id} className="lead-chat-item mine waiting">
                <div className="lead-chat-meta">
                  <strong>{leadTexts.you}</strong> <WaitingTag />
                </div>
                {textOf(change.values.message) && (
                  <p className="lead-chat-text">{textOf(change.values.message)}</p>
                )}
                {isKeptPhoto(photo) && (
                  <KeptPhoto
                    photo={photo}
                    width={160}
                    alt={leadTexts.waitingImage}
                    className="lead-chat-image"
                  />
                )}
              </li>
            );
          })}
        </ol>
      )}
      <div ref={end} />
    </Drawer>
  );
}
