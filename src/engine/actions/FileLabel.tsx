import { formatBytes } from '../form/file-check';

import './file-label.css';

/** A chosen file as a person reads it: "rumah1.png · 20 KB", its name and size apart. */
export function FileLabel({ file }: { file: File }) {
  return (
    <span className="file-label">
      <span className="file-label-name">{file.name}</span>
      {' · '}
      <span className="file-label-size">{formatBytes(file.size)}</span>
    </span>
  );
}
