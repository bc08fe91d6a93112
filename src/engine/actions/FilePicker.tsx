import { DeleteOutlined, InboxOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Alert, Button, Upload } from 'antd';

import { fill, ui } from '../../locales/ui';
import { describeAccept, fileProblem, type FileRules, formatBytes } from '../form/file-check';
import { FileLabel } from './FileLabel';

import './file-picker.css';

interface Props extends FileRules {
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
  hint?: string;
}

/**
 * Choose or drop one file; its type, emptiness and size are checked here, before anything is sent.
 * A refused file is not kept; a good one is shown with its size and a remove button.
 */
export function FilePicker({ file, onChange, accept, maxBytes, disabled, hint }: Props) {
  const problem = file ? fileProblem(file, { accept, maxBytes }) : null;
  return (
    <div className="file-picker">
      {/* no `accept` here: antd would drop a wrong file silently; our check says why instead */}
      <Upload.Dragger
        multiple={false}
        showUploadList={false}
        disabled={disabled}
        beforeUpload={(chosen) => {
          onChange(chosen);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p className="ant-upload-text">{ui.action.chooseFile}</p>
        <p className="ant-upload-hint">
          {hint ?? fill(ui.action.fileHint, { types: describeAccept(accept), size: formatBytes(maxBytes) })}
        </p>
      </Upload.Dragger>
      {file && (
        <div className="file-picker-chosen">
          <PaperClipOutlined aria-hidden />
          <FileLabel file={file} />
          <Button
            type="text"
            size="small"
            icon={<DeleteOutlined aria-hidden />}
            aria-label={fill(ui.action.removeFile, { name: file.name })}
            onClick={() => onChange(null)}
            disabled={disabled}
          />
        </div>
      )}
      {problem && <Alert type="error" showIcon message={problem} role="alert" />}
    </div>
  );
}
