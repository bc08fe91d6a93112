import { Button, List, Modal, Typography } from 'antd';

import { outboxTexts } from '../../locales/outbox';
import { fill } from '../../locales/ui';
import type { AskedChange, OutboxChange } from '../../providers/outbox';

interface Props {
  asked: readonly AskedChange[];
  onSend: (change: OutboxChange) => void;
  onDiscard: (change: OutboxChange) => void;
  /** Decides later: the changes stay in the outbox (asked again at the next load). */
  onLater: () => void;
}

/**
 * "2 perubahan belum terkirim": the changes of the outbox that never leave by themselves (a decision
 * on money, a record changed since), each with Kirim and Buang.
 */
export function UnsentDialog({ asked, onSend, onDiscard, onLater }: Props) {
  return (
    <Modal
      open
      title={fill(outboxTexts.unsentTitle, { count: asked.length })}
      onCancel={onLater}
      footer={<Button onClick={onLater}>{outboxTexts.close}</Button>}
      width={520}
    >
      <Typography.Paragraph>{outboxTexts.unsentIntro}</Typography.Paragraph>
      <List
        dataSource={[...asked]}
        rowKey={({ change }) => change.id}
        renderItem={({ change, why }) => (
          <List.Item
            actions={[
              <Button
                key="send"
                type="primary"
                aria-label={`${outboxTexts.send}: ${change.text}`}
                onClick={() => onSend(change)}
              >
                {outboxTexts.send}
              </Button>,
              <Button
                key="discard"
                danger
                aria-label={`${outboxTexts.discard}: ${change.text}`}
                onClick={() => onDiscard(change)}
              >
                {outboxTexts.discard}
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={change.text}
              description={
                why === 'money'
                  ? outboxTexts.money
                  : why === 'unknown'
                    ? outboxTexts.unknownAnswer
                    : outboxTexts.changedSince
              }
            />
          </List.Item>
        )}
      />
    </Modal>
  );
}
