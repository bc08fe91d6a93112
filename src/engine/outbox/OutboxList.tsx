import { Button, List, Modal, Space, Typography } from 'antd';
import { useRef, useSyncExternalStore } from 'react';

import { useOnline } from '../../components/use-online';
import { outboxTexts } from '../../locales/outbox';
import { dropKeptPhotos, keptPhotosOf } from './kept-photos';
import { useAppOutbox } from './outbox-context';
import type { OutboxChange } from './outbox-store';
import { useAuthorId } from './use-outbox-count';

import './outbox-list.css';

interface Props {
  onClose: () => void;
  /** Sends one now (read again first as the outbox's rules say). */
  onSend: (change: OutboxChange) => void;
}

function stateText(change: OutboxChange): string {
  if (change.cancelled) return outboxTexts.stateCancelled;
  if (change.state === 'stored') return outboxTexts.stateHeld;
  if (change.state === 'sending') return outboxTexts.stateSending;
  return outboxTexts.stateWaiting;
}

/** Whether "Kirim" may send it from here: one no page keeps in its undo window (stored, a form's save, cancelled). */
function sendableHere(change: OutboxChange): boolean {
  return change.cancelled === true || change.save !== undefined || change.state === 'stored';
}

/**
 * Every change of the signed-in user still in the outbox, each named in words with where it is:
 * "Batalkan" keeps it, marked not sent (never dropped unseen), "Kirim" sends it now, "Buang" throws
 * it away. Another user's changes are not shown (they stay for their author).
 */
export function OutboxList({ onClose, onSend }: Props) {
  const author = useAuthorId();
  const online = useOnline();
  const { outbox } = useAppOutbox();
  // the outbox's changes, the same array while they are the same (for useSyncExternalStore)
  const last = useRef<{ key: string; all: OutboxChange[] }>({ key: '', all: [] });
  const all = useSyncExternalStore(outbox().subscribe, () => {
    const now = outbox().all();
    const key = JSON.stringify(now);
    if (key !== last.current.key) last.current = { key, all: now };
    return last.current.all;
  });
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
              <div className="outbox-list-state">{stateText(change)}</div>
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
              {!change.cancelled && (
                <Button
                  aria-label={`${outboxTexts.cancel}: ${change.text}`}
                  onClick={() => outbox().update(change.id, { cancelled: true })}
                >
                  {outboxTexts.cancel}
                </Button>
              )}
              <Button
                danger
                aria-label={`${outboxTexts.discard}: ${change.text}`}
                onClick={() => {
                  dropKeptPhotos(keptPhotosOf(change.values));
                  outbox().remove(change.id);
                }}
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
