import { DeleteOutlined, EditOutlined, EyeOutlined, MoreOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, type MenuProps } from 'antd';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { RegistryIcon } from '../../components/icons';
import { fill, ui } from '../../locales/ui';
import type { ResourceDecl, Values } from '../../resources/types';
import { useOfferedActions } from '../actions/action-access';
import { applying, deletesRecord, useRecordActions } from '../actions/use-record-actions';

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

/** The card's "⋯" button, before and after its menu is there. */
function MenuButton({ title, ...props }: { title: string } & Parameters<typeof Button>[0]) {
  return (
    <Button
      type="text"
      className="resource-card-menu"
      icon={<MoreOutlined aria-hidden />}
      aria-label={fill(ui.list.recordActions, { title })}
      aria-haspopup="menu"
      {...props}
    />
  );
}

/**
 * Everything that can be done to a record on a card, in one menu (detail, named actions, edit,
 * delete): the same actions as the record's row. Until the first press the card draws its button
 * only: a phone's list draws ten cards at once, and each menu (antd's dropdown, the record's actions
 * and their dialogs) would be set up, and drawn a second time as it measures itself, for a menu most
 * cards never open.
 */
export function CardActions(props: Props) {
  const { decl, record, title, showUrl, onView, onEdit } = props;
  const offered = applying(useOfferedActions(decl, 'row'), record);
  const [opened, setOpened] = useState<'pointer' | 'keyboard' | null>(null);
  const any = Boolean(showUrl || onView || onEdit) || offered.length > 0 || deletesRecord(decl, record);
  if (!any) return null;
  if (opened) return <CardMenu {...props} focusButton={opened === 'keyboard'} />;
  // a press from the keyboard (Enter, Space) has no pointer: the focus goes on to the menu's button
  const open = (event: MouseEvent) => setOpened(event.detail === 0 ? 'keyboard' : 'pointer');
  return <MenuButton title={title} aria-expanded={false} onClick={open} />;
}

/** The card's menu, open from its first drawing (the press that asked for it). */
function CardMenu({
  decl,
  record,
  title,
  showUrl,
  showState,
  onView,
  onEdit,
  focusButton,
}: Props & { focusButton: boolean }) {
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const { offered, pick, deletion, dialog } = useRecordActions(decl, record, 'row');
  const [open, setOpen] = useState(true);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusButton) button.current?.focus();
  }, [focusButton]);

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

  const choose = (key: string) => {
    setOpen(false);
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
      <Dropdown
        trigger={['click']}
        open={open}
        onOpenChange={setOpen}
        menu={{ items, onClick: ({ key }) => choose(key) }}
      >
        <MenuButton ref={button} title={title} aria-expanded={open} />
      </Dropdown>
      {dialog}
    </>
  );
}
