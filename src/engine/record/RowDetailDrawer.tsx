import { CloseOutlined } from '@ant-design/icons';
import { Drawer } from 'antd';
import { useEffect, useState } from 'react';

import { useDialogFocus } from '../../components/dialog-focus';
import { useCloseOnBack } from '../../components/use-close-on-back';
import { fill, ui } from '../../locales/ui';
import type { ResourceDecl, Values } from '../../resources/types';
import { RecordActions } from '../actions/RecordActions';
import { recordTitle } from '../common/record-title';
import { FieldDescriptions } from './FieldDescriptions';

interface Props {
  decl: ResourceDecl;
  /** The row as the list has it now (refreshed after an action). */
  record: Values;
  onClose: () => void;
}

/** The reply names this record (by the declaration's id key, `_id` or `id`). */
function isSameRecord(decl: ResourceDecl, reply: Values, record: Values): boolean {
  const id = (decl.idKey ? reply[decl.idKey] : undefined) ?? reply._id ?? reply.id;
  return id !== undefined && String(id) === String(record.id);
}

/**
 * The detail of a record whose API has no call for one record (`rowDetail`): every declared field of
 * the list's row, and the record's `detail` actions.
 */
export default function RowDetailDrawer({ decl, record, onClose }: Props) {
  // an action's reply that is this record, shown until the list has the row again: when the action
  // moved the row out of a filtered list (an approved check in "pending"), the drawer still follows it
  const [reply, setReply] = useState<Values | null>(null);
  useEffect(() => {
    setReply(null);
  }, [record]);
  const shown = reply ? { ...record, ...reply } : record;
  // closed, the focus goes back to the row's button that opened it
  useDialogFocus();
  useCloseOnBack(true, onClose);
  const title = recordTitle(decl, shown) || (decl.label ?? decl.name);
  return (
    <Drawer
      open
      title={fill(ui.record.detailOf, { title })}
      onClose={onClose}
      width={560}
      closeIcon={<CloseOutlined aria-label={ui.record.close} />}
      extra={
        <RecordActions
          decl={decl}
          record={shown}
          placement="detail"
          onDeleted={onClose}
          onDone={(answer) => setReply(answer && isSameRecord(decl, answer, record) ? answer : null)}
        />
      }
    >
      <FieldDescriptions fields={decl.fields ?? []} record={shown} pairs={1} />
    </Drawer>
  );
}
