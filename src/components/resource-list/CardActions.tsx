import { DeleteOutlined, EditOutlined, EyeOutlined, MoreOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';

import { fill, ui } from '../../locales/ui';
import type { ResourceDecl, Values } from '../../resources/types';
import { useRecordActions } from '../actions/use-record-actions';
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

/**
 * Everything that can be done to a record on a card, in one menu (detail, named actions, edit,
 * delete): the same actions as the record's row (useRecordActions), drawn as menu entries.
 */
export function CardActions({ decl, record, title, showUrl, showState, onView, onEdit }: Props) {
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const { offered, pick, deletion, dialog } = useRecordActions(decl, record, 'row');

  const items: NonNullable<MenuProps['items']> = [
    ...(showUrl || onView
      ? [{ key: DETAIL, label: ui.action.detail, icon: <EyeOutlined aria-hidden /> }]
      : []),
    ...offered.map(([name, action]) => ({
      key: name,
      label: action.ui?.label,
      icon: action.ui?.icon && <RegistryIcon name={action.ui.icon} />,
      danger: action.ui?.danger,
    })),
    ...(onEdit ? [{ key: EDIT, label: ui.list.edit, icon: <EditOutlined aria-hidden /> }] : []),
    ...(deletion
      ? [{ key: DELETE, label: ui.list.remove, icon: <DeleteOutlined aria-hidden />, danger: true }]
      : []),
  ];
  if (items.length === 0) return null;

  const choose = (key: string) => {
    if (key === DETAIL) {
      if (showUrl) void navigate(showUrl, { state: showState });
      else onView?.();
    } else if (key === EDIT) onEdit?.();
    else if (key !== DELETE) pick(key);
    else if (deletion?.kind === 'undoable') deletion.run();
    else if (deletion) {
      // a menu entry cannot hold a popover: the same question as the row's, as a dialog
      const { ask } = deletion;
      void modal.confirm({
        title: ask.title,
        content: ask.text,
        okText: ask.okText,
        cancelText: ask.cancelText,
        okButtonProps: { danger: true },
        onOk: ask.onConfirm,
      });
    }
  };

  return (
    <>
      <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => choose(key) }}>
        <Button
          type="text"
          className="resource-card-menu"
          icon={<MoreOutlined aria-hidden />}
          aria-label={fill(ui.list.recordActions, { title })}
        />
      </Dropdown>
      {dialog}
    </>
  );
}
