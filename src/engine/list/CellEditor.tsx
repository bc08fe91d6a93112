import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

import { bulkTexts } from '../../locales/bulk';
import { fill, ui } from '../../locales/ui';
import type { Values } from '../../resources/types';
import { sameValue } from '../common/conflict-diff';
import { editedValue } from '../common/edit-request';
import { toFormValues } from '../common/form-values';
import { recordTitle } from '../common/record-title';
import { FieldItem } from '../form/FieldItem';
import type { CellEdit, CellEditing } from './cell-edits';

interface Props {
  editing: CellEditing;
  edit: CellEdit;
  record: Values;
  /** The editor closes: saved (on its way, undoable) or left; the focus goes back to the cell. */
  onClose: () => void;
}

/** An id an element may carry, from a record's key (a form's name is its inputs' id prefix). */
const idPart = (value: unknown) => String(value).replace(/[^\w-]/g, '-');

/**
 * A value changed in its cell: the form's own input for the field (its readers: "1,5 M", "750 jt";
 * its rules: a wrong value refused in words under it), labelled with the record it belongs to. Enter
 * or ✓ saves through the list's one way (CellEditProvider), Escape or ✕ leaves without saving; an
 * open select keeps its own Enter and Escape. A value left as it was sends nothing.
 */
export default function CellEditor({ editing, edit, record, onClose }: Props) {
  const { decl, save } = editing;
  const field = edit.field;
  const [form] = Form.useForm<Values>();
  const root = useRef<HTMLDivElement>(null);
  // the read before the change, on its way: Escape leaves it (aborted), a second Enter adds nothing
  const flight = useRef<AbortController | null>(null);
  const [busy, setBusy] = useState(false);
  const [gone, setGone] = useState(false);
  const names = { label: field.label, title: recordTitle(decl, record) };

  useEffect(() => {
    const input = root.current?.querySelector<HTMLElement>('input, textarea');
    input?.focus();
    if (input instanceof HTMLInputElement && input.getAttribute('role') !== 'combobox') input.select();
    return () => flight.current?.abort();
  }, []);

  const leave = () => {
    flight.current?.abort();
    onClose();
  };

  const finish = async (values: Values) => {
    if (flight.current) return;
    const value = editedValue(field, values);
    if (sameValue(field, value, record[field.key])) {
      onClose();
      return;
    }
    const controller = new AbortController();
    flight.current = controller;
    setBusy(true);
    const saved = await save(edit, record, value, controller.signal).catch(() => 'back' as const);
    if (controller.signal.aborted) return;
    flight.current = null;
    setBusy(false);
    if (saved === 'saved') onClose();
    else if (saved === 'gone') setGone(true);
  };

  const onKeyDownCapture = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' && event.key !== 'Escape') return;
    const target = event.target as HTMLElement;
    // an open select's own: Enter chooses an option, Escape closes its list
    if (target.getAttribute('aria-expanded') === 'true') return;
    // a button's Enter is its own (✓ saves, ✕ leaves)
    if (event.key === 'Enter' && target.tagName === 'BUTTON') return;
    event.preventDefault();
    event.stopPropagation();
    if (event.key === 'Escape') leave();
    else form.submit();
  };

  return (
    <div ref={root} className="cell-edit-editor" onKeyDownCapture={onKeyDownCapture}>
      <Form<Values>
        form={form}
        name={`cell-${idPart(decl.name)}-${idPart(field.key)}-${idPart(record.id)}`}
        layout="vertical"
        requiredMark={false}
        className="cell-edit-form"
        initialValues={toFormValues([{ ...field, inForm: true }], record)}
        onFinish={(values) => void finish(values)}
      >
        <FieldItem
          field={field}
          of={{ resource: decl.name, id: record.id, record }}
          label={<span className="sr-only">{fill(ui.cellEdit.input, names)}</span>}
        />
        <div className="cell-edit-buttons">
          <Button
            htmlType="submit"
            type="primary"
            icon={<CheckOutlined aria-hidden />}
            loading={busy}
            aria-label={fill(ui.cellEdit.save, names)}
          />
          <Button
            icon={<CloseOutlined aria-hidden />}
            onClick={leave}
            aria-label={fill(ui.cellEdit.cancel, names)}
          />
        </div>
      </Form>
      {gone && (
        <div role="alert" className="cell-edit-problem">
          {bulkTexts.editGone}
        </div>
      )}
    </div>
  );
}
