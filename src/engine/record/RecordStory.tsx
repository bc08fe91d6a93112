import { type BaseRecord, type CrudFilter, type HttpError, useCan, useList } from '@refinedev/core';
import { Alert, Button, Skeleton, Typography } from 'antd';
import { useId, useMemo, useSyncExternalStore } from 'react';

import { formatPlain, valueText } from '../../components/format';
import { RelativeTime } from '../../components/RelativeTime';
import { activityActionLabels } from '../../locales/labels';
import { storyTexts } from '../../locales/story';
import { fill } from '../../locales/ui';
import { createSentLog, SENT_EVENT, type SentEntry, sentKeyOf } from '../../providers/outbox/sent-log';
import { findAction } from '../../resources/find-action';
import { firstText, textOf } from '../../resources/read-field';
import type { ResourceDecl, StoryDecl, Values } from '../../resources/types';
import { useAuthorId } from '../outbox/use-outbox-count';

/** How many of the log's newest entries about the record are read. */
const LOG_PAGE = 100;
/** A value longer than this is cut in the story (a description, a list of photos). */
const VALUE_MAX = 60;

export interface StoryItem {
  key: string;
  /** An ISO time. */
  at: string;
  who: string;
  what: string;
  details: string[];
}

/** Whether `text` names `code` as a word of its own (HL-0001 is not HL-00012). */
function names(text: string, code: string): boolean {
  const at = text.indexOf(code);
  if (at < 0) return false;
  const before = text[at - 1] ?? ' ';
  const after = text[at + code.length] ?? ' ';
  return !/[\p{L}\d]/u.test(before) && !/[\p{L}\d]/u.test(after);
}

/**
 * The log's entries about the record: a field of the entry (`idKeys`) carries its id or code, or its
 * words name the code. Read tolerantly: an entry with no time is kept last, one naming nothing is not
 * the record's.
 */
export function entriesAbout(entries: readonly Values[], story: StoryDecl, record: Values): Values[] {
  const id = textOf(record.id);
  const code = textOf(record[story.codeKey]);
  return entries.filter((entry) => {
    if (story.idKeys.some((key) => [id, code].includes(textOf(entry[key])) && textOf(entry[key]) !== ''))
      return true;
    if (!code) return false;
    return story.wordKeys.some((key) => names(textOf(entry[key]), code));
  });
}

/** An activity log entry as a story's item: who (or that none is named), what, when. */
function logItem(story: StoryDecl, entry: Values, index: number): StoryItem {
  const action = textOf(entry.action);
  return {
    key: `log-${textOf(entry.id) || index}`,
    at: firstText(entry, story.timeKeys),
    who: firstText(entry, story.authorKeys) || storyTexts.someone,
    what: firstText(entry, story.wordKeys) || activityActionLabels[action] || action || '-',
    details: [],
  };
}

function shortValue(text: string): string {
  return text.length > VALUE_MAX ? `${text.slice(0, VALUE_MAX - 1)}…` : text;
}

/** A change this device sent as a story's item: what it changed, before and after, and the server's answer. */
function sentItem(decl: ResourceDecl, entry: SentEntry, index: number): StoryItem {
  const fieldOf = (key: string) => decl.fields?.find((field) => field.key === key);
  const shown = (key: string, value: unknown) => {
    const field = fieldOf(key);
    return shortValue(field ? valueText(field, value) : formatPlain(value));
  };
  const details = entry.changes.map(({ field, before, after }) =>
    fill(before === undefined ? storyTexts.changeNoBefore : storyTexts.change, {
      field: fieldOf(field)?.label ?? field,
      before: shown(field, before),
      after: shown(field, after),
    }),
  );
  const labels = entry.changes.map(({ field }) => fieldOf(field)?.label ?? field);
  const what =
    entry.operation === 'delete'
      ? storyTexts.deleted
      : entry.operation === 'edit'
        ? labels.length > 0
          ? fill(storyTexts.edited, { fields: labels.join(', ') })
          : storyTexts.editedNothing
        : (findAction(decl, entry.operation)?.ui?.label ?? entry.operation);
  return {
    key: `sent-${entry.at}-${index}`,
    at: new Date(entry.at).toISOString(),
    who: storyTexts.thisDevice,
    what,
    details: [
      ...details,
      entry.answer.ok ? storyTexts.accepted : fill(storyTexts.refused, { message: entry.answer.message }),
    ],
  };
}

function subscribeSent(listener: () => void) {
  window.addEventListener(SENT_EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(SENT_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}

/** Newest first; an item with no time last. */
export function storyOrder(items: StoryItem[]): StoryItem[] {
  const time = (item: StoryItem) => {
    const ms = Date.parse(item.at);
    return Number.isNaN(ms) ? -Infinity : ms;
  };
  return [...items].sort((a, b) => time(b) - time(a));
}

/**
 * A record's story on its detail page (its resource declares `story`): the activity log's entries
 * about it (read when the person may read the log) and the changes this device sent of it, newest
 * first, each with who, when and what changed.
 */
export function RecordStory({ decl, record }: { decl: ResourceDecl; record: Values }) {
  const story = decl.story!;
  const headingId = useId();
  const author = useAuthorId();
  const { data: access } = useCan({ resource: story.log, action: 'list' });
  const code = textOf(record[story.codeKey]);
  const filters: CrudFilter[] = [
    ...Object.entries(story.filters ?? {}).map(([field, value]): CrudFilter => ({
      field,
      operator: 'eq',
      value,
    })),
    ...(code ? [{ field: 'search', operator: 'contains', value: code } as CrudFilter] : []),
  ];
  const { result, query } = useList<BaseRecord, HttpError>({
    resource: story.log,
    filters,
    sorters: [{ field: 'created_at', order: 'desc' }],
    pagination: { currentPage: 1, pageSize: LOG_PAGE },
    queryOptions: { enabled: access?.can === true },
  });
  const id = textOf(record.id);
  // read again once this page or another tab writes what it sent
  const stored = useSyncExternalStore(subscribeSent, () =>
    author ? window.localStorage.getItem(sentKeyOf(author)) : null,
  );
  const sent = useMemo(
    () => (author && id && stored ? createSentLog(window.localStorage).of(author, decl.name, id) : []),
    [author, decl.name, id, stored],
  );
  const items = storyOrder([
    ...entriesAbout((result?.data ?? []) as Values[], story, record).map((entry, index) =>
      logItem(story, entry, index),
    ),
    ...sent.map((entry, index) => sentItem(decl, entry, index)),
  ]);
  const reading = access?.can === true && query.isPending;

  return (
    <section className="record-story" aria-labelledby={headingId}>
      <Typography.Title level={2} id={headingId} className="record-story-title">
        {storyTexts.title}
      </Typography.Title>
      {query.isError && (
        <Alert
          type="warning"
          showIcon
          message={fill(storyTexts.logFailed, { message: query.error?.message ?? '' })}
          action={<Button onClick={() => void query.refetch()}>{storyTexts.retry}</Button>}
        />
      )}
      {reading && items.length === 0 ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} aria-label={storyTexts.loading} />
      ) : items.length === 0 ? (
        <Typography.Paragraph>{storyTexts.empty}</Typography.Paragraph>
      ) : (
        <ol className="record-story-list">
          {items.map((item) => (
            <li key={item.key}>
              <div className="record-story-head">
                <strong>{item.who}</strong>
                {item.at && Date.parse(item.at) ? <RelativeTime iso={item.at} /> : null}
              </div>
              <div>{item.what}</div>
              {item.details.length > 0 && (
                <ul className="record-story-details">
                  {item.details.map((detail) => (
                    <li key={detail}>{detail}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
      {access?.can === true && (
        <Typography.Paragraph type="secondary" className="record-story-scope">
          {fill(storyTexts.scope, { count: LOG_PAGE })}
        </Typography.Paragraph>
      )}
    </section>
  );
}
