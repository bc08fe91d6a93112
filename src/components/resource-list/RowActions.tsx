import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { type BaseKey, useDelete } from '@refinedev/core';
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { ui } from '../../locales/ui';

interface Props {
  resource: string;
  id: BaseKey | undefined;
  onEdit?: () => void;
  canDelete: boolean;
}

/** Edit and delete of one row; delete asks first (the registry announces the result). */
export function RowActions({ resource, id, onEdit, canDelete }: Props) {
  const { mutateAsync: remove } = useDelete();
  return (
    <Space size={4}>
      {onEdit && (
        <Tooltip title={ui.list.edit}>
          <Button type="text" icon={<EditOutlined />} aria-label={ui.list.edit} onClick={onEdit} />
        </Tooltip>
      )}
      {canDelete && id !== undefined && (
        <Popconfirm
          title={ui.list.confirmDelete}
          description={ui.list.confirmDeleteText}
          okText={ui.list.ok}
          cancelText={ui.list.cancel}
          okButtonProps={{ danger: true }}
          // resolves either way so the dialog closes; a failure opens the Error dialog
          onConfirm={() => remove({ resource, id }).catch(() => undefined)}
        >
          <Tooltip title={ui.list.remove}>
            <Button type="text" danger icon={<DeleteOutlined />} aria-label={ui.list.remove} />
          </Tooltip>
        </Popconfirm>
      )}
    </Space>
  );
}
