import { App, Button, List, Modal, Space, Typography } from 'antd';
import { useSyncExternalStore } from 'react';

import { renderValue } from '../../components/render-value';
import { useCloseOnBack } from '../../components/use-close-on-back';
import { useOnline } from '../../components/use-online';
import { outboxTexts } from '../../locales/outbox';
import { fill } from '../../locales/ui';
import { isKeptPhoto } from '../../providers/outbox';
import { isOnItsWay, type OutboxChange } from '../../providers/outbox';
import { findResource } from '../../resources';
import type { FieldDecl } from '../../resources/types';
import { sameValue, sendableOf } from '../common/conflict-diff';
import { useAppOutbox } from './outbox-context';
import { useAuthorId } from './use-outbox-count';

import './outbox-list.css';

interface Props {
  onClose: () => void;
  /** Sends one now (read again first as the outbox's rules say). */
  onSend: (change: OutboxChange) => void;
}

/** "10.32", as Indonesian writes a time of day. */
function formatTime(at: number): string {
  const date = new Date(at);
  return `${String(date.getHours()).padStart(2, '0')}.${String(date.getMinutes()).padStart(2, '0')}`;
}

function stateText(change: OutboxChange, online: boolean): string {
  if (change.cancelled) return outboxTexts.stateCancelled;
  if (change.state === 'failed')
    return change.error
      ? fill(outboxTexts.stateFailed, { reason: change.error })
      : outboxTexts.stateFailedNoReason;
  if (change.state === 'retry' && !online) return outboxTexts.stateOffline;
  if (change.state === 'retry')
    return fill(change.error ? outboxTexts.stateRetry : outboxTexts.stateRetrySoon, {
      time: formatTime(change.next ?? Date.now()),
    });
  if (change.state === 'stored') return outboxTexts.stateHeld;
  if (change.state === 'sending')
    return isOnItsWay(change) ? outboxTexts.stateSending : outboxTexts.stateUnknown;
  return outboxTexts.stateWaiting;
}

/**
 * Whether "Kirim" may send it from here: one no page keeps in its undo window (stored, waiting for a
 * retry, refused, a form's save, cancelled), and not on its way already.
 */
function sendableHere(change: OutboxChange): boolean {
  if (isOnItsWay(change)) return false;
  if (change.window && change.state === 'waiting') return change.cancelled === true;
  return change.cancelled === true || change.save !== undefined || change.state !== 'waiting';
}

/**
 * What a change does to each declared field it sets, in words: "Harga: Rp 850 jt → Rp 900 jt" for one
 * record (an edit, an action), "Sertifikat → SHM" for many; nothing for a delete or a new record.
 */
function ChangeDetail({ change }: { change: OutboxChange }) {
  const decl = findResource(change.resource);
  if (!decl || change.operation === 'delete' || change.save === 'create') return null;
  const one = change.records.length === 1 ? change.records[0] : undefined;
  const fields = (decl.fields ?? []).filter(
    (field) =>
      field.key in change.values &&
      !(one && sameValue(field, one[field.key], change.values[field.key])) &&
      !isKeptPhotoList(change.values[field.key]),
  );
  if (fields.length === 0) return null;
  return (
    <ul className="outbox-list-detail">
      {fields.map((field) => (
        <li key={field.key}>
          {field.label}:{' '}
          {one && (
            <>
              <span className="sr-only">{outboxTexts.changeFrom} </span>
              {shownValue(field, one[field.key])}
            </>
          )}
          <span aria-hidden="true"> → </span>
          <span className="sr-only"> {outboxTexts.changeTo} </span>
          {shownValue(field, change.values[field.key])}
        </li>
      ))}
    </ul>
  );
}

/** A value as the list shows it (rupiah, dates, a status's words); '-' for none. */
function shownValue(field: FieldDecl, value: unknown) {
  const sent = sendableOf(field, value);
  return sent === undefined
    ? '-'
    : renderValue(field, field.type === 'date' || field.type === 'datetime' ? value : sent);
}

/** Photos still on the device are named by the change, not drawn (they have no address yet). */
function isKeptPhotoList(value: unknown): boolean {
  return Array.isArray(value) ? value.some(isKeptPhoto) : isKeptPhoto(value);
}

/**
 * Every change of the signed-in user still in the outbox, each named in words with where it is:
 * "Batalkan" keeps it, marked not sent (never dropped unseen), "Kirim" sends it now, "Buang" throws
 * it away. Another user's changes are not shown (they stay for their author).
 */
export function OutboxList({ onClose, onSend }: Props) {
  const author = useAuthorId();
  const online = useOnline();
  const { outbox, cancel, discard } = useAppOutbox();
  const { message } = App.useApp();
  // (the outbox answers the same array while nothing changed)
  const all = useSyncExternalStore(outbox().subscribe, outbox().all);
  /** "Batalkan" and "Buang" cannot stop a change on its way: the person is told so. */
  // Back closes the list and stays on the screen (it is drawn only while open)
  useCloseOnBack(true, onClose);
  const unlessOnItsWay = (change: OutboxChange, done: boolean) => {
    if (!done) void message.warning(fill(outboxTexts.onItsWay, { name: change.text }));
  };
  const mine = all.filter((change) => change.author === author && !change.discarded);
  return (
    <Modal open title={outboxTexts.listTitle} onCancel={onClose} footer={null} width={560}>
      <Typography.Paragraph>
        {mine.length > 0 ? outboxTexts.listIntro : outboxTexts.listEmpty}
      </Typography.Paragraph>
      <List
        dataSource={mine}
        rowKey={(change) => change.id}
        renderItem={(change) => (
          <List.Item className="outbox-list-item">
            <div>
              <Typography.Text strong>{change.text}</Typography.Text>
              <ChangeDetail change={change} />
              <div className="outbox-list-state">{stateText(change, online)}</div>
            </div>
            {/* under its name: the name keeps the row's width on a phone */}
            <Space wrap className="outbox-list-buttons">
              <Button
                type="primary"
                disabled={!online || !sendableHere(change)}
                aria-label={`${outboxTexts.send}: ${change.text}`}
                onClick={() => onSend(change)}
              >
                {outboxTexts.send}
              </Button>
              {!change.cancelled && change.state !== 'failed' && (
                <Button
                  disabled={isOnItsWay(change)}
                  aria-label={`${outboxTexts.cancel}: ${change.text}`}
                  onClick={() => unlessOnItsWay(change, cancel(change.id))}
                >
                  {outboxTexts.cancel}
                </Button>
              )}
              <Button
                danger
                disabled={isOnItsWay(change)}
                aria-label={`${outboxTexts.discard}: ${change.text}`}
                onClick={() => unlessOnItsWay(change, discard(change.id))}
              >
                {outboxTexts.discard}
              </Button>
            </Space>
          </List.Item>
        )}
      />
    </Modal>
  );
}
