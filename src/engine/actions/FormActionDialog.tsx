import { Form } from 'antd';
import { useMemo } from 'react';

import type { ActionDialogProps, Values } from '../../resources/types';
import { fromFormValues, toFormValues } from '../common/form-values';
import { useFormDraft } from '../drafts/form-draft';
import { FieldItem } from '../form/FieldItem';
import { useConfirmDates } from '../form/past-dates';
import { ActionModal } from './ActionModal';
import { useActionSubmit } from './use-resource-action';

/** An action that asks a small form (e.g. a status and a note); what was typed stays on failure. */
export default function FormActionDialog(props: ActionDialogProps) {
  const { action, record } = props;
  const [form] = Form.useForm<Values>();
  const { submit, isRunning, cancel } = useActionSubmit(props, () => draft.saved());
  const confirmDates = useConfirmDates();
  const fields = useMemo(() => (action.ui?.ask.kind === 'form' ? action.ui.ask.fields : []), [action]);
  const initialValues = useMemo(
    () => toFormValues(fields, record ? action.ui?.values?.(record) : undefined),
    [action, fields, record],
  );
  // what is typed is kept on this device until the action runs, per action and record
  const draft = useFormDraft(form, {
    resource: `${props.decl.name}:${props.name}`,
    record: record?.id as string | undefined,
    initial: initialValues,
  });
  return (
    <ActionModal dialog={props} isRunning={isRunning} onAbort={cancel} onOk={() => form.submit()}>
      {draft.notice}
      <Form<Values>
        form={form}
        onValuesChange={draft.onValuesChange}
        layout="vertical"
        initialValues={initialValues}
        // a value the action starts from and the person emptied is sent empty
        onFinish={async (values) => {
          // a new time already past is asked about first (a reschedule to yesterday is likely a slip)
          if (!(await confirmDates(fields, values, initialValues))) return;
          await submit(fromFormValues(fields, values, record ? initialValues : undefined));
        }}
        disabled={isRunning}
      >
        {fields.map((field) => (
          <FieldItem key={field.key} field={field} />
        ))}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </ActionModal>
  );
}
