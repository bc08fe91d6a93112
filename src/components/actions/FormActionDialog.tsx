import { Form, Modal } from 'antd';
import { useMemo } from 'react';

import { fill, ui } from '../../locales/ui';
import type { ActionDialogProps, Values } from '../../resources/types';
import { FieldItem } from '../resource-form/FieldItem';
import { fromFormValues, toFormValues } from '../resource-form/form-values';
import { recordTitle } from './record-title';
import { useActionSubmit } from './use-resource-action';

/** An action that asks a small form (e.g. a status and a note); what was typed stays on failure. */
export default function FormActionDialog(props: ActionDialogProps) {
  const { decl, action, record, onClose } = props;
  const { submit, isRunning } = useActionSubmit(props);
  const [form] = Form.useForm<Values>();
  const fields = useMemo(() => (action.ui?.ask.kind === 'form' ? action.ui.ask.fields : []), [action]);
  const initialValues = useMemo(
    () => toFormValues(fields, record ? action.ui?.values?.(record) : undefined),
    [action, fields, record],
  );
  const title = recordTitle(decl, record);
  return (
    <Modal
      open
      title={action.ui?.label}
      okText={ui.form.save}
      cancelText={ui.form.cancel}
      confirmLoading={isRunning}
      onOk={() => form.submit()}
      onCancel={onClose}
      maskClosable={false}
      width={478}
      destroyOnHidden
    >
      {title && <p className="action-dialog-subject">{fill(ui.action.subject, { title })}</p>}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values) => void submit(fromFormValues(fields, values))}
        disabled={isRunning}
      >
        {fields.map((field) => (
          <FieldItem key={field.key} field={field} />
        ))}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
