import { DeleteOutlined, EditOutlined, EyeOutlined, MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, Popconfirm, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';

import { RegistryIcon } from '../../components/icons';
import { ui } from '../../locales/ui';
import { findAction } from '../../resources/find-action';
import type { ActionDecl, ResourceDecl, Values } from '../../resources/types';
import { useOfferedActions } from './action-access';
import { ActionDialog } from './ActionDialog';
import { PointerTooltip } from './PointerTooltip';
import { useRecordActions } from './use-record-actions';

interface Props {
  decl: ResourceDecl;
  record: Values;
  placement: 'row' | 'detail';
  /** The record's detail page, offered on rows. */
  showUrl?: string;
  /** Opens the record's detail built from its row (`rowDetail`). */
  onView?: () => void;
  onEdit?: () => void;
  /** The pointer is on the edit button or it has the focus: its form may be loaded ahead. */
  onEditIntent?: () => void;
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
  onMouseEnter?: () => void;
  onFocus?: () => void;
}) {
  return (
    <PointerTooltip title={label}>
      <Button type="text" icon={icon} aria-label={label} {...rest} />
    </PointerTooltip>
  );
}

/** The buttons a row of this declaration shows, in this order: detail, named actions, edit, delete. */
export interface RowSlots {
  show: boolean;
  view: boolean;
  edit: boolean;
}

/** On a row, named actions take one button: one action with an icon, else the "more" menu. */
function rowNamedButton(offered: readonly [string, ActionDecl][]): 'none' | 'single' | 'menu' {
  if (offered.length === 0) return 'none';
  return offered.length === 1 && offered[0][1].ui?.icon ? 'single' : 'menu';
}

/**
 * How many buttons each row of the list shows: the same on every row (an action that does not apply
 * to a record leaves its place empty), so the action column is as wide as they are.
 */
export function useRowButtonCount(decl: ResourceDecl, slots: RowSlots): number {
  const offered = useOfferedActions(decl, 'row');
  return [
    slots.show,
    slots.view,
    rowNamedButton(offered) !== 'none',
    slots.edit,
    Boolean(decl.delete),
  ].filter(Boolean).length;
}

/** The place of a button a record is not offered, so the next buttons stay where they are. */
function EmptySlot() {
  return <span className="record-action-slot" aria-hidden />;
}

/**
 * What can be done to one record: its detail, edit, delete (asked first), and the registry's named
 * actions that apply to it. On a row, several named actions fold into a "more" menu, and every row
 * keeps its buttons in the same places.
 */
export function RecordActions({
  decl,
  record,
  placement,
  showUrl,
  onView,
  onEdit,
  onEditIntent,
  onDeleted,
  onDone,
}: Props) {
  const { declared, offered, pick, deletion, dialog } = useRecordActions(decl, record, placement, {
    onDeleted,
    onDone,
  });
  const [confirming, setConfirming] = useState(false);
  const onRow = placement === 'row';
  const named = onRow ? rowNamedButton(declared) : 'buttons';
  const actionButton = ([name, action]: [string, ActionDecl]) => (
    <Button
      key={name}
      type="default"
      danger={action.ui?.danger}
      icon={action.ui?.icon && <RegistryIcon name={action.ui.icon} />}
      onClick={() => pick(name)}
    >
      {action.ui?.label}
    </Button>
  );
  const single = offered[0];

  return (
    <Space size={4} wrap={!onRow}>
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
      {onView && <IconButton label={ui.action.detail} icon={<EyeOutlined aria-hidden />} onClick={onView} />}
      {named === 'buttons' && offered.map(actionButton)}
      {named === 'single' &&
        (single?.[1].ui ? (
          <IconButton
            label={single[1].ui.label}
            icon={single[1].ui.icon && <RegistryIcon name={single[1].ui.icon} />}
            danger={single[1].ui.danger}
            onClick={() => pick(single[0])}
          />
        ) : (
          <EmptySlot />
        ))}
      {named === 'menu' &&
        (offered.length > 0 ? (
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
            <Button type="text" icon={<MoreOutlined aria-hidden />} aria-label={ui.action.more} />
          </Dropdown>
        ) : (
          <EmptySlot />
        ))}
      {onEdit && (
        <IconButton
          label={ui.list.edit}
          icon={<EditOutlined aria-hidden />}
          onClick={onEdit}
          onMouseEnter={onEditIntent}
          onFocus={onEditIntent}
        />
      )}
      {decl.delete &&
        (deletion === undefined ? (
          onRow && <EmptySlot />
        ) : deletion.kind === 'undoable' ? (
          <IconButton
            label={ui.list.remove}
            icon={<DeleteOutlined aria-hidden />}
            danger
            onClick={deletion.run}
          />
        ) : (
          <Popconfirm
            title={deletion.ask.title}
            description={deletion.ask.text}
            okText={deletion.ask.okText}
            cancelText={deletion.ask.cancelText}
            okButtonProps={{ danger: true }}
            // opens away from the window's edge: the button sits at the right of its row or header
            placement={onRow ? 'topRight' : 'bottomRight'}
            autoAdjustOverflow
            onOpenChange={setConfirming}
            onConfirm={deletion.ask.onConfirm}
          >
            {/* the button's name on hover, never over its own confirmation */}
            <PointerTooltip title={ui.list.remove} hidden={confirming}>
              <Button type="text" danger icon={<DeleteOutlined aria-hidden />} aria-label={ui.list.remove} />
            </PointerTooltip>
          </Popconfirm>
        ))}
      {dialog}
    </Space>
  );
}

/** The registry's toolbar actions of a screen (e.g. "Unggah CSV"), each opening its dialog. */
export function ToolbarActions({ decl }: { decl: ResourceDecl }) {
  const [open, setOpen] = useState<string | null>(null);
  const offered = useOfferedActions(decl, 'toolbar');
  const openAction = findAction(decl, open ?? undefined);
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
      {open && openAction && (
        <ActionDialog decl={decl} name={open} action={openAction} onClose={() => setOpen(null)} />
      )}
    </>
  );
}
