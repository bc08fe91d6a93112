import { Alert } from 'antd';
import { useState } from 'react';

import { ui } from '../../locales/ui';
import type { ActionDialogProps } from '../../resources/types';
import { fileProblem } from '../form/file-check';
import { FilePicker } from './FilePicker';
import { FilePreview } from './FilePreview';
import { UploadModal } from './UploadModal';
import { useResourceAction } from './use-resource-action';
import { useUploadRun } from './use-upload-run';

/**
 * An action that sends one file as multipart: checked before sending, with a progress bar and a cancel
 * button. On failure the Error dialog shows the server's text and this dialog keeps the chosen file.
 */
export default function FileActionDialog({ decl, name, action, record, onClose }: ActionDialogProps) {
  const ask = action.ui?.ask;
  const rules =
    ask?.kind === 'file'
      ? ask
      : { field: 'file', accept: [], maxBytes: 0, extra: undefined, hint: undefined };
  const { run } = useResourceAction(decl.name, name);
  const upload = useUploadRun();
  const [file, setFile] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  const problem = file ? fileProblem(file, rules) : null;

  const send = async () => {
    setTried(true);
    if (!file || problem || upload.uploading) return;
    try {
      const done = await upload.start((signal, onUploadProgress) =>
        run({ record, values: { ...rules.extra, [rules.field]: file }, signal, onUploadProgress }).then(
          () => true,
        ),
      );
      if (done) onClose();
    } catch {
      // the Error dialog shows the server's text; the file stays chosen for another try
    }
  };

  return (
    <UploadModal
      title={action.ui?.label}
      width={560}
      upload={upload}
      sendDisabled={Boolean(problem)}
      onSend={() => void send()}
      onClose={onClose}
    >
      <FilePicker
        file={file}
        onChange={(next) => {
          setFile(next);
          setTried(false);
        }}
        accept={rules.accept}
        maxBytes={rules.maxBytes}
        hint={rules.hint}
        disabled={upload.uploading}
      />
      {file && !problem && ask?.kind === 'file' && ask.preview && (
        <FilePreview file={file} reader={ask.preview} />
      )}
      {tried && !file && <Alert type="error" showIcon message={ui.action.noFile} role="alert" />}
    </UploadModal>
  );
}
