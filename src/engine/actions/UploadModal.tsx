import { Alert, Button, Modal, Progress } from 'antd';
import type { ReactNode } from 'react';

import { busy } from '../../components/busy';
import { useDialogFocus } from '../../components/dialog-focus';
import { useCloseOnBack } from '../../components/use-close-on-back';
import { fill, ui } from '../../locales/ui';
import type { useUploadRun } from './use-upload-run';

interface Props {
  title: ReactNode;
  width: number;
  /** The upload run of the dialog (progress, cancel). */
  upload: ReturnType<typeof useUploadRun>;
  sendDisabled: boolean;
  /** The send button's text when it says what is sent ("Kirim 3 baris yang benar"); default "Kirim". */
  sendLabel?: ReactNode;
  /** The close button's text once there is nothing left to cancel ("Tutup"); default "Batal". */
  closeLabel?: ReactNode;
  onSend: () => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The shell of a dialog that sends a file: cancel or stop the upload, send, the progress bar and the
 * "cancelled" note; it cannot be closed while the file is on its way.
 */
export function UploadModal({
  title,
  width,
  upload,
  sendDisabled,
  sendLabel,
  closeLabel,
  onSend,
  onClose,
  children,
}: Props) {
  // closed, the focus goes back to the button that opened it
  useDialogFocus();
  useCloseOnBack(true, () => (upload.uploading ? false : onClose()));
  return (
    <Modal
      open
      title={title}
      onCancel={upload.uploading ? undefined : onClose}
      maskClosable={!upload.uploading}
      closable={!upload.uploading}
      width={width}
      footer={[
        upload.uploading ? (
          <Button key="cancel-upload" onClick={upload.cancel}>
            {ui.action.cancelUpload}
          </Button>
        ) : (
          <Button key="close" onClick={onClose}>
            {closeLabel ?? ui.action.cancel}
          </Button>
        ),
        <Button
          key="send"
          type="primary"
          loading={busy(upload.uploading)}
          disabled={sendDisabled}
          onClick={onSend}
        >
          {sendLabel ?? ui.action.send}
        </Button>,
      ]}
    >
      {children}
      {upload.percent !== null && (
        <Progress
          percent={upload.percent}
          aria-label={fill(ui.action.uploading, { percent: upload.percent })}
        />
      )}
      {upload.cancelled && <Alert type="info" showIcon message={ui.action.cancelled} />}
    </Modal>
  );
}
