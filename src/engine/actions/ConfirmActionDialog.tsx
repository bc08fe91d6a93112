import { Alert, Descriptions } from 'antd';

import { renderValue } from '../../components/render-value';
import { ui } from '../../locales/ui';
import { isAbsent } from '../../resources/read-field';
import type { ActionDialogProps } from '../../resources/types';
import { ActionModal } from './ActionModal';
import { useActionSubmit } from './use-resource-action';

/** An action that asks only for a confirmation naming the record; stays open when it fails. */
export default function ConfirmActionDialog(props: ActionDialogProps) {
  const { decl, action, record } = props;
  const { submit, isRunning, cancel } = useActionSubmit(props);
  const ask = action.ui?.ask;
  // the fields a person checks before confirming (e.g. a withdrawal's amount and bank account)
  const shown =
    ask?.kind === 'confirm' && record
      ? (ask.show ?? []).flatMap(
          (key) => decl.fields?.filter((field) => field.key === key && !isAbsent(record[field.key])) ?? [],
        )
      : [];
  return (
    <ActionModal
      dialog={props}
      confirm
      isRunning={isRunning}
      onAbort={cancel}
      onOk={() => void submit(record ? action.ui?.values?.(record) : undefined)}
    >
      {shown.length > 0 && record && (
        <Descriptions bordered column={1} size="small" className="action-dialog-fields">
          {shown.map((field) => (
            <Descriptions.Item key={field.key} label={field.label}>
              {renderValue(field, record[field.key])}
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
      <p>{ask?.kind === 'confirm' && ask.text ? ask.text : ui.action.sure}</p>
      {ask?.kind === 'confirm' && ask.final && (
        <Alert type="warning" showIcon message={ask.final} className="action-dialog-final" />
      )}
    </ActionModal>
  );
}
