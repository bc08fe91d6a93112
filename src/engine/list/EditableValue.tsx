import { EditOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

import { lazyPart } from '../../components/lazy-part';
import { fill, ui } from '../../locales/ui';
import { stateAllows } from '../../resources/applicability';
import type { FieldDecl, Values } from '../../resources/types';
import { recordTitle } from '../common/record-title';
import { CELL_EDIT_ATTRIBUTE, useCellEditing } from './cell-edits';

import './cell-edit.css';

// the editor brings the form's inputs (their readers and rules): it comes when first opened, or
// ahead when the pointer, a finger or the focus is on a cell's button
const loadEditor = () => import('./CellEditor');
const CellEditor = lazyPart(loadEditor);
const preloadEditor = () => void loadEditor().catch(() => undefined);

/**
 * A value of a list's cell or a phone card, changed where it is when the list offers it (the field's
 * `editInList`, the record's state allowing the change): its button ("Ubah Harga: Rumah Dago") opens
 * the field's input in its place; once saved or left, the focus is back on the button. Elsewhere, or
 * outside a generic list, the value alone.
 */
export function EditableValue({
  field,
  record,
  children,
}: {
  field: FieldDecl;
  record: Values;
  children: ReactNode;
}) {
  const editing = useCellEditing();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (open || !refocus.current) return;
    refocus.current = false;
    button.current?.focus();
  }, [open]);

  const edit = editing?.edits.get(field.key);
  if (!editing || !edit || record.id === undefined || !stateAllows(edit.operation.when, record))
    return children;
  if (open)
    return (
      <Suspense fallback={children}>
        <CellEditor
          editing={editing}
          edit={edit}
          record={record}
          onClose={() => {
            refocus.current = true;
            setOpen(false);
          }}
        />
      </Suspense>
    );
  return (
    <span className="cell-edit">
      <span className="cell-edit-value">{children}</span>
      <Button
        ref={button}
        type="text"
        size="small"
        className="cell-edit-open"
        icon={<EditOutlined aria-hidden />}
        aria-label={fill(ui.cellEdit.open, {
          label: edit.field.label,
          title: recordTitle(editing.decl, record),
        })}
        {...{ [CELL_EDIT_ATTRIBUTE]: '' }}
        onClick={() => setOpen(true)}
        onMouseEnter={preloadEditor}
        onTouchStart={preloadEditor}
        onFocus={preloadEditor}
      />
    </span>
  );
}

/** A field's shown value, changed in its place where the declaration marks it `editInList`. */
export function inPlace(field: FieldDecl, record: Values, shown: ReactNode): ReactNode {
  return field.editInList ? (
    <EditableValue field={field} record={record}>
      {shown}
    </EditableValue>
  ) : (
    shown
  );
}
