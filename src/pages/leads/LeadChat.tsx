import { type BaseRecord, type HttpError, useList } from '@refinedev/core';
import { Drawer, Empty, Image, Skeleton } from 'antd';
import { useEffect, useMemo, useRef } from 'react';

import { formatDate } from '../../components/format';
import { LoadError } from '../../components/LoadError';
import { leadTexts } from '../../locales/operations';
import { fill } from '../../locales/ui';
import { ReplyComposer } from './ReplyComposer';

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A lead's conversation (GET /message-request/request-id/{id}), oldest at the top, and a reply box. */
export default function LeadChat({ lead, onClose }: { lead: BaseRecord; onClose: () => void }) {
  const leadId = String(lead.id);
  const { query, result } = useList<BaseRecord, HttpError>({
    resource: 'lead-messages',
    filters: [{ field: 'request_id', operator: 'eq', value: leadId }],
    pagination: { mode: 'off' },
  });
  const thread = useMemo(
    () => [...result.data].sort((a, b) => textOf(a.created_at).localeCompare(textOf(b.created_at))),
    [result.data],
  );
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => end.current?.scrollIntoView?.({ block: 'end' }), [thread.length]);

  return (
    <Drawer
      open
      width={560}
      onClose={onClose}
      title={fill(leadTexts.conversationOf, { name: textOf(lead.name) })}
      footer={<ReplyComposer requestId={leadId} />}
    >
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.isLoading ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : thread.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={leadTexts.noMessages} />
      ) : (
        <ol className="lead-chat" aria-label={leadTexts.thread}>
          {thread.map((message) => {
            const mine = message.sender === 'admin';
            const name = textOf(message.sender_name) || (mine ? leadTexts.admin : leadTexts.customer);
            const time = formatDate(message.created_at, true);
            const image = textOf(message.image_url);
            return (
              <li key={String(message.id)} className={mine ? 'lead-chat-item mine' : 'lead-chat-item'}>
                <div className="lead-chat-meta">
                  <strong>{name}</strong> <span>· {mine ? leadTexts.admin : leadTexts.customer}</span>{' '}
                  <time dateTime={textOf(message.created_at)}>{time}</time>
                </div>
                {textOf(message.message) && <p className="lead-chat-text">{textOf(message.message)}</p>}
                {image && (
                  <Image
                    src={image}
                    width={160}
                    className="lead-chat-image"
                    alt={fill(leadTexts.imageOf, { name, time })}
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
