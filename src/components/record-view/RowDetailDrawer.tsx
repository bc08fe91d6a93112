import { CloseOutlined } from '@ant-design/icons';
import { Descriptions, Drawer } from 'antd';

import { fill, ui } from '../../locales/ui';
import type { ResourceDecl, Values } from '../../resources/types';
import { recordTitle } from '../actions/record-title';
import { RecordActions } from '../actions/RecordActions';
import { renderValue } from '../render-value';

interface Props {
  decl: ResourceDecl;
  /** The row as the list has it now (refreshed after an action). */
  record: Values;
  onClose: () => void;
}

/**
 * The detail of a record whose API has no call for one record (`rowDetail`): every declared field of
 * the list's row, and the record's `detail` actions.
 */
export default function RowDetailDrawer({ decl, record, onClose }: Props) {
  const title = recordTitle(decl, record) || (decl.label ?? decl.name);
  return (
    <Drawer
      open
      title={fill(ui.record.detailOf, { title })}
      onClose={onClose}
      width={560}
      closeIcon={<CloseOutlined aria-label={ui.record.close} />}
      extra={<RecordActions decl={decl} record={record} placement="detail" onDeleted={onClose} />}
    >
      <Descriptions bordered column={1} size="middle" styles={{ label: { width: 200 } }}>
        {(decl.fields ?? []).map((field) => (
          <Descriptions.Item key={field.key} label={field.label}>
            {renderValue(field, record[field.key])}
          </Descriptions.Item>
        ))}
      </Descriptions>
    </Drawer>
  );
}
