import { fill, ui } from '../../locales/ui';

export interface FileRules {
  /** Accepted endings, e.g. ['.csv'] or ['.xlsx', '.xls'], or MIME patterns such as 'image/*'. */
  accept: readonly string[];
  maxBytes: number;
}

/** `5 MB`, `820 KB`: sizes as people read them. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024)
    return `${(bytes / (1024 * 1024)).toLocaleString('id-ID', { maximumFractionDigits: 1 })} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024).toLocaleString('id-ID')} KB`;
  return `${bytes} B`;
}

function accepted(file: File, pattern: string): boolean {
  if (pattern.startsWith('.')) return file.name.toLowerCase().endsWith(pattern.toLowerCase());
  if (pattern.endsWith('/*')) return file.type.startsWith(pattern.slice(0, -1));
  return file.type === pattern;
}

/** The accepted kinds as a person reads them: `.csv`, `.xlsx atau .xls`, `gambar`. */
export function describeAccept(accept: readonly string[]): string {
  const names = accept.map((pattern) => (pattern === 'image/*' ? 'gambar' : pattern));
  return names.length > 1
    ? `${names.slice(0, -1).join(', ')} atau ${names[names.length - 1]}`
    : (names[0] ?? '');
}

/** Why a chosen file cannot be sent (type, emptiness, size), checked before any request; else null. */
export function fileProblem(file: File, rules: FileRules): string | null {
  const types = describeAccept(rules.accept);
  if (!rules.accept.some((pattern) => accepted(file, pattern))) return fill(ui.action.wrongType, { types });
  if (file.size === 0) return ui.action.emptyFile;
  if (file.size > rules.maxBytes) return fill(ui.action.tooLarge, { size: formatBytes(rules.maxBytes) });
  return null;
}
