import { Alert, Button, Modal, Progress } from 'antd';

import { fill, ui } from '../../locales/ui';
import { useDialogFocus } from '../dialog-focus';
import { useCloseOnBack } from '../use-close-on-back';
import type { ExportState } from './export-rows';

/**
 * The export's dialog: the rows fetched so far with a cancel button, or why it failed. A chunk of its
 * own, loaded ahead when the pointer or the focus is on "Ekspor CSV".
 */
export default function ExportDialog({
  state,
  onCancel,
  onClose,
}: {
  state: Exclude<ExportState, { step: 'idle' }>;
  onCancel: () => void;
  onClose: () => void;
}) {
  // closed, the focus goes back to "Ekspor CSV"
  useDialogFocus();
  useCloseOnBack(true, onClose);
  const percent =
    state.step === 'fetching' && state.total > 0 ? Math.round((state.fetched / state.total) * 100) : 0;
  return (
    <Modal
      open
      title={ui.exportCsv.title}
      closable={state.step === 'failed'}
      maskClosable={false}
      onCancel={onClose}
      footer={
        state.step === 'fetching' ? (
          <Button onClick={onCancel}>{ui.exportCsv.cancel}</Button>
        ) : (
          <Button onClick={onClose}>{ui.exportCsv.close}</Button>
        )
      }
    >
      {state.step === 'fetching' ? (
        <>
          <p>
            {state.total > 0
              ? fill(ui.exportCsv.progress, {
                  fetched: state.fetched.toLocaleString('id-ID'),
                  total: state.total.toLocaleString('id-ID'),
                })
              : // the service sends no count: how many rows so far, until a page comes back short
                fill(ui.exportCsv.progressUncounted, { fetched: state.fetched.toLocaleString('id-ID') })}
          </p>
          {state.total > 0 && <Progress percent={percent} aria-label={ui.exportCsv.title} />}
        </>
      ) : (
        <Alert type="error" showIcon message={state.message} role="alert" />
      )}
    </Modal>
  );
}
