import { DeleteOutlined, EditOutlined, EyeOutlined, MoreOutlined } from '@ant-design/icons';
import { useDelete } from '@refinedev/core';
import { App, Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { fill, ui } from '../../locales/ui';
import type { ResourceDecl, Values } from '../../resources/types';
import { ActionDialog } from '../actions/ActionDialog';
import { useOfferedActions } from '../actions/use-resource-action';
import { RegistryIcon } from '../icons';

interface Props {
  decl: ResourceDecl;
  record: Values;
  /** The record's name, for the menu button's accessible name. */
  title: string;
  showUrl?: string;
  showState?: unknown;
  onView?: () => void;
  onEdit?: () => void;
}

const DETAIL = '__detail';
const EDIT = '__edit';
const DELETE = '__delete';

/** Everything that can be done to a record on a card, in one menu (detail, named actions, edit, delete). */
export function CardActions({ decl, record, title, showUrl, showState, onView, onEdit }: Props) {
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const { mutateAsync: remove } = useDelete();
  const [open, setOpen] = useState<string | null>(null);
  const offered = useOfferedActions(decl, 'row').filter(([, action]) => action.ui?.when?.(record) ?? true);
  const id = record.id as string | number | undefined;

  const items: NonNullable<MenuProps['items']> = [
    ...(showUrl || onView ? [{ key: DETAIL, label: ui.action.detail, icon: <EyeOutlined /> }] : []),
    ...offered.map(([name, action]) => ({
      key: name,
      label: action.ui?.label,
      icon: action.ui?.icon && <RegistryIcon name={action.ui.icon} />,
      danger: action.ui?.danger,
    })),
    ...(onEdit ? [{ key: EDIT, label: ui.list.edit, icon: <EditOutlined /> }] : []),
    ...(decl.delete && id !== undefined
      ? [{ key: DELETE, label: ui.list.remove, icon: <DeleteOutlined />, danger: true }]
      : []),
  ];
  if (items.length === 0) return null;

  const choose = (key: string) => {
    if (key === DETAIL) {
      if (showUrl) void navigate(showUrl, { state: showState });
      else onView?.();
    } else if (key === EDIT) onEdit?.();
    else if (key === DELETE && id !== undefined) {
      void modal.confirm({
        title: ui.list.confirmDelete,
        content: ui.list.confirmDeleteText,
        okText: ui.list.ok,
        cancelText: ui.list.cancel,
        okButtonProps: { danger: true },
        // resolves either way so the dialog closes; a failure opens the Error dialog
        onOk: () => remove({ resource: decl.name, id }).catch(() => undefined),
      });
    } else setOpen(key);
  };

  return (
    <>
      <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => choose(key) }}>
        <Button
          type="text"
          className="resource-card-menu"
          icon={<MoreOutlined />}
          aria-label={fill(ui.list.recordActions, { title })}
        />
      </Dropdown>
      {open && decl.actions?.[open] && (
        <ActionDialog
          decl={decl}
          name={open}
          action={decl.actions[open]}
          record={record}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
