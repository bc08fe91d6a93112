import { bytesToBase64 } from './base64';

/** The multipart form of a request, or null when the body is not multipart. */
export async function readForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/** The file under `field`, or null when missing or a plain text field. */
export function formFile(form: FormData | null, field = 'file'): File | null {
  const value = form?.get(field);
  return value !== null && value !== undefined && typeof value !== 'string' ? value : null;
}

export function hasExtension(file: File, extensions: readonly string[]): boolean {
  const name = file.name.toLowerCase();
  return extensions.some((extension) => name.endsWith(extension));
}

export async function toDataUrl(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  return `data:${file.type || 'application/octet-stream'};base64,${bytesToBase64(bytes)}`;
}
