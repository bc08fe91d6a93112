import { Modal } from 'antd';
import { fill, ui } from '../../locales/ui';
import type { ActionDialogProps } from '../../resources/types';
import { recordTitle } from './record-title';
import { useResourceAction } from './use-resource-action';

/** An action that asks only for a confirmation naming the record; stays open when it fails. */
export default function ConfirmActionDialog({ decl, name, action, record, onClose }: ActionDialogProps) {
  const { run, isRunning } = useResourceAction(decl.name, name);
  const ask = action.ui?.ask;
  const title = recordTitle(decl, record);
  const confirm = async () => {
    try {
      await run({ record, values: record ? action.ui?.values?.(record) : undefined });
      onClose();
    } catch {
      // the Error dialog shows the server's text; this dialog stays for another try
    }
  };
  return (
    <Modal
      open
      title={action.ui?.label}
      okText={ui.action.confirm}
      cancelText={ui.action.cancel}
      okButtonProps={{ danger: action.ui?.danger }}
      confirmLoading={isRunning}
      onOk={() => void confirm()}
      onCancel={onClose}
      width={478}
    >
      {title && <p className="action-dialog-subject">{fill(ui.action.subject, { title })}</p>}
      <p>{ask?.kind === 'confirm' && ask.text ? ask.text : ui.action.sure}</p>
    </Modal>
  );
}
