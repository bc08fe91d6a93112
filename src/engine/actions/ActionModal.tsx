import { Modal } from 'antd';
import type { ReactNode } from 'react';

import { busy } from '../../components/busy';
import { useDialogFocus } from '../../components/dialog-focus';
import { LongWaitNotice, useLongWait } from '../../components/long-wait';
import { useCloseOnBack } from '../../components/use-close-on-back';
import { fill, ui } from '../../locales/ui';
import type { ActionDialogProps } from '../../resources/types';
import { recordKind, recordTitle } from './record-title';

interface Props {
  /** The dialog's own props: the declaration, the action and the record it names. */
  dialog: ActionDialogProps;
  isRunning: boolean;
  onOk: () => void;
  /** Leaves the run in flight (aborts its calls); "Batal" does it while it runs. */
  onAbort?: () => void;
  /** A confirmation ("Ya, lanjutkan", red for a danger action) rather than a form ("Simpan"). */
  confirm?: boolean;
  children: ReactNode;
}

/**
 * The shell of an action's dialog: its label as title, the record it acts on, confirm or save and
 * cancel; a form cannot be closed by a click beside it (what was typed would be lost).
 */
export function ActionModal({ dialog, isRunning, onOk, onAbort, confirm = false, children }: Props) {
  const { decl, action, record, onClose } = dialog;
  const title = recordTitle(decl, record);
  const ask = action.ui?.ask?.kind === 'confirm' ? action.ui.ask : undefined;
  const focus = useDialogFocus();
  useCloseOnBack(true, () => (isRunning ? false : onClose()));
  const { long, keepWaiting } = useLongWait(isRunning && Boolean(onAbort));
  return (
    <Modal
      open
      title={action.ui?.label}
      afterOpenChange={focus.afterOpenChange}
      okText={confirm ? (ask?.yes ?? ui.action.confirm) : ui.form.save}
      cancelText={confirm ? (ask?.no ?? ui.action.cancel) : ui.form.cancel}
      okButtonProps={{ danger: confirm && action.ui?.danger, loading: busy(isRunning) }}
      confirmLoading={isRunning}
      onOk={onOk}
      onCancel={onClose}
      // antd ignores onCancel while confirmLoading: "Batal" then leaves the run in flight itself
      cancelButtonProps={isRunning && onAbort ? { onClick: onAbort } : undefined}
      maskClosable={confirm}
      width={478}
      destroyOnHidden
    >
      {long && onAbort && <LongWaitNotice onCancel={onAbort} onKeepWaiting={keepWaiting} />}
      <div ref={focus.ref}>
        {title && (
          <p className="action-dialog-subject">
            {fill(ui.action.subject, { kind: recordKind(decl), title })}
          </p>
        )}
        {children}
      </div>
    </Modal>
  );
}
