import { Form, Modal } from 'antd';
import { useMemo } from 'react';
import { fill, ui } from '../../locales/ui';
import type { ActionDialogProps, Values } from '../../resources/types';
import { FieldInput } from '../resource-form/FieldInput';
import { fromFormValues, toFormValues } from '../resource-form/form-values';
import { rulesOf } from '../resource-form/rules';
import { recordTitle } from './record-title';
import { useResourceAction } from './use-resource-action';

/** An action that asks a small form (e.g. a status and a note); what was typed stays on failure. */
export default function FormActionDialog({ decl, name, action, record, onClose }: ActionDialogProps) {
  const { run, isRunning } = useResourceAction(decl.name, name);
  const [form] = Form.useForm<Values>();
  const fields = useMemo(() => (action.ui?.ask.kind === 'form' ? action.ui.ask.fields : []), [action]);
  const initialValues = useMemo(
    () => toFormValues(fields, record ? action.ui?.values?.(record) : undefined),
    [action, fields, record],
  );
  const title = recordTitle(decl, record);
  const submit = async (values: Values) => {
    try {
      await run({ record, values: fromFormValues(fields, values) });
      onClose();
    } catch {
      // the Error dialog shows the server's text; the form keeps what was typed
    }
  };
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
        onFinish={(values) => void submit(values)}
        disabled={isRunning}
      >
        {fields.map((field) => (
          <Form.Item
            key={field.key}
            name={field.key}
            label={field.label}
            rules={rulesOf(field)}
            valuePropName={field.type === 'boolean' ? 'checked' : 'value'}
          >
            <FieldInput field={field} />
          </Form.Item>
        ))}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
