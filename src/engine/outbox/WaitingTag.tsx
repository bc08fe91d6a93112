import { Tag } from 'antd';

import { outboxTexts } from '../../locales/outbox';

import './waiting-tag.css';

/**
 * "Menunggu dikirim" beside a record's title while a change of it waits in the outbox (offline, or
 * for its author's sign-in): the row shows the change as made, and says it has not left yet.
 */
export function WaitingTag() {
  return (
    <Tag className="waiting-tag" role="status" aria-label={outboxTexts.waitingRowLabel}>
      {outboxTexts.waitingRow}
    </Tag>
  );
}
