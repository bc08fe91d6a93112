import { DeleteOutlined, EditOutlined, EyeOutlined, MoreOutlined } from '@ant-design/icons';
import { useDelete } from '@refinedev/core';
import { Button, Dropdown, Popconfirm, Space, Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';

import { ui } from '../../locales/ui';
import type { ActionDecl, ResourceDecl, Values } from '../../resources/types';
import { actionOperation, deleteOperation } from '../bulk/operations';
import { RegistryIcon } from '../icons';
import { useUndoableChange } from '../undo/use-undo';
import { ActionDialog } from './ActionDialog';
import { useOfferedActions } from './use-resource-action';

interface Props {
  decl: ResourceDecl;
  record: Values;
  placement: 'row' | 'detail';
  /** The record's detail page, offered on rows. */
  showUrl?: string;
  /** Opens the record's detail built from its row (`rowDetail`). */
  onView?: () => void;
  onEdit?: () => void;
  onDeleted?: () => void;
  /** After a named action succeeded, with the service's reply. */
  onDone?: (reply: Values | undefined) => void;
}

function IconButton({
  label,
  icon,
  ...rest
}: {
  label: string;
  icon: ReactNode;
  danger?: boolean;
  onClick?: () => void;
}) {
  return (
    <Tooltip title={label}>
      <Button type="text" icon={icon} aria-label={label} {...rest} />
    </Tooltip>
  );
}

/**
 * What can be done to one record: its detail, edit, delete (asked first), and the registry's named
 * actions that apply to it. On a row, several named actions fold into a "more" menu.
 */
export function RecordActions({
  decl,
  record,
  placement,
  showUrl,
  onView,
  onEdit,
  onDeleted,
  onDone,
}: Props) {
  const { mutateAsync: remove } = useDelete();
  const change = useUndoableChange(decl);
  const [open, setOpen] = useState<string | null>(null);
  // an undoable action that only confirms runs at once, with "Urungkan" instead of "are you sure"
  const pick = (name: string) => {
    const action = decl.actions?.[name];
    const operation = actionOperation(decl, name);
    if (action?.undoable && action.ui?.ask.kind === 'confirm' && operation) {
      change(operation, record, action.ui.values?.(record) ?? {});
    } else {
      setOpen(name);
    }
  };
  const undoableDelete = decl.delete?.undoable ? deleteOperation(decl) : undefined;
  const offered = useOfferedActions(decl, placement).filter(
    ([, action]) => action.ui?.when?.(record) ?? true,
  );
  const id = record.id as string | number | undefined;
  const folded = placement === 'row' && offered.length > 1;
  const actionButton = ([name, action]: [string, ActionDecl]) => (
    <Button
      key={name}
      size={placement === 'row' ? 'small' : 'middle'}
      type={placement === 'row' ? 'link' : 'default'}
      danger={action.ui?.danger}
      icon={action.ui?.icon && <RegistryIcon name={action.ui.icon} />}
      onClick={() => pick(name)}
    >
      {action.ui?.label}
    </Button>
  );

  return (
    <Space size={4} wrap={placement === 'detail'}>
      {showUrl && (
        <Link
          to={showUrl}
          aria-label={ui.action.detail}
          title={ui.action.detail}
          className="record-action-link"
        >
          <EyeOutlined aria-hidden />
        </Link>
      )}
      {onView && <IconButton label={ui.action.detail} icon={<EyeOutlined />} onClick={onView} />}
      {folded ? (
        <Dropdown
          trigger={['click']}
          menu={{
            items: offered.map(([name, action]) => ({
              key: name,
              label: action.ui?.label,
              icon: action.ui?.icon && <RegistryIcon name={action.ui.icon} />,
              danger: action.ui?.danger,
            })),
            onClick: ({ key }) => pick(key),
          }}
        >
          <Button type="text" icon={<MoreOutlined />} aria-label={ui.action.more} />
        </Dropdown>
      ) : (
        offered.map(actionButton)
      )}
      {onEdit && <IconButton label={ui.list.edit} icon={<EditOutlined />} onClick={onEdit} />}
      {undoableDelete && id !== undefined && (
        <IconButton
          label={ui.list.remove}
          icon={<DeleteOutlined />}
          danger
          onClick={() => {
            change(undoableDelete, record);
            onDeleted?.();
          }}
        />
      )}
      {decl.delete && !undoableDelete && id !== undefined && (
        <Popconfirm
          title={ui.list.confirmDelete}
          description={ui.list.confirmDeleteText}
          okText={ui.list.ok}
          cancelText={ui.list.cancel}
          okButtonProps={{ danger: true }}
          // resolves either way so the dialog closes; a failure opens the Error dialog
          onConfirm={() =>
            remove({ resource: decl.name, id })
              .then(() => onDeleted?.())
              .catch(() => undefined)
          }
        >
          <Tooltip title={ui.list.remove}>
            <Button type="text" danger icon={<DeleteOutlined />} aria-label={ui.list.remove} />
          </Tooltip>
        </Popconfirm>
      )}
      {open && decl.actions?.[open] && (
        <ActionDialog
          decl={decl}
          name={open}
          action={decl.actions[open]}
          record={record}
          onClose={() => setOpen(null)}
          onDone={onDone}
        />
      )}
    </Space>
  );
}

/** The registry's toolbar actions of a screen (e.g. "Unggah CSV"), each opening its dialog. */
export function ToolbarActions({ decl }: { decl: ResourceDecl }) {
  const [open, setOpen] = useState<string | null>(null);
  const offered = useOfferedActions(decl, 'toolbar');
  if (offered.length === 0) return null;
  return (
    <>
      {offered.map(([name, action]) => (
        <Button
          key={name}
          icon={action.ui?.icon && <RegistryIcon name={action.ui.icon} />}
          danger={action.ui?.danger}
          onClick={() => setOpen(name)}
        >
          {action.ui?.label}
        </Button>
      ))}
      {open && decl.actions?.[open] && (
        <ActionDialog decl={decl} name={open} action={decl.actions[open]} onClose={() => setOpen(null)} />
      )}
    </>
  );
}
