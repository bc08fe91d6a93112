import { App, Modal } from 'antd';
import type { ReactNode } from 'react';

import { busy } from '../../components/busy';
import { useDialogFocus } from '../../components/dialog-focus';
import { LongWaitNotice, useLongWait } from '../../components/long-wait';
import { useCloseOnBack } from '../../components/use-close-on-back';
import { fill, ui } from '../../locales/ui';
import type { ActionDialogProps } from '../../resources/types';
import { recordKind, recordTitle } from '../common/record-title';
import type { RunLeft } from './use-resource-action';

interface Props {
  /** The dialog's own props: the declaration, the action and the record it names. */
  dialog: ActionDialogProps;
  isRunning: boolean;
  onOk: () => void;
  /** Leaves the run in flight (aborts its calls) and says how far it got; every way out does it while it runs. */
  onAbort?: () => RunLeft;
  /** A confirmation ("Ya, lanjutkan", red for a danger action) rather than a form ("Simpan"). */
  confirm?: boolean;
  children: ReactNode;
}

/** How long "status not certain" stays: the person has a list to check, not a glance's worth. */
const UNCERTAIN_SECONDS = 10;

/**
 * The shell of an action's dialog: its label as title, the record it acts on, confirm or save and
 * cancel; a form cannot be closed by a click beside it (what was typed would be lost). It can always
 * be left (docs/contract.md section 9: a dialog closes on Escape): while its run waits, Escape,
 * "Batal", the close button or Back abort the run, close the dialog and say what became of the change.
 */
export function ActionModal({ dialog, isRunning, onOk, onAbort, confirm = false, children }: Props) {
  const { decl, action, record, onClose } = dialog;
  const title = recordTitle(decl, record);
  const ask = action.ui?.ask?.kind === 'confirm' ? action.ui.ask : undefined;
  const focus = useDialogFocus();
  const { message } = App.useApp();
  /** Closes the dialog; false when it must stay (a run that cannot be left). */
  const leave = (): boolean => {
    if (!isRunning) {
      onClose();
      return true;
    }
    if (!onAbort) return false;
    const left = onAbort();
    onClose();
    if (left === 'uncertain')
      void message.warning({ content: ui.action.leftUncertain, duration: UNCERTAIN_SECONDS });
    else void message.info(ui.action.leftUnsent);
    return true;
  };
  useCloseOnBack(true, leave);
  const { long, keepWaiting } = useLongWait(isRunning && Boolean(onAbort));
  return (
    <Modal
      open
      title={action.ui?.label}
      afterOpenChange={focus.afterOpenChange}
      okText={confirm ? (ask?.yes ?? ui.action.confirm) : ui.form.save}
      cancelText={confirm ? (ask?.no ?? ui.action.cancel) : ui.form.cancel}
      // (no confirmLoading: antd would ignore Escape and "Batal" while it is set)
      okButtonProps={{ danger: confirm && action.ui?.danger, loading: busy(isRunning) }}
      onOk={onOk}
      onCancel={() => void leave()}
      maskClosable={confirm}
      width={478}
      destroyOnHidden
    >
      {long && onAbort && <LongWaitNotice onCancel={() => void leave()} onKeepWaiting={keepWaiting} />}
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
