import { IMAGE_MIME, sniffFile } from '../../files/image-sniff';
import { fill, ui } from '../../locales/ui';
import { fileProblem, type FileRules, formatBytes } from './file-check';

/** Why a chosen photo cannot go, in words a person reads (shown beside the field). */
export class PhotoProblem extends Error {}

/** The photo types a field takes unless it declares its own: those its hint names. */
export const PHOTO_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

const TYPE_NAMES: Record<string, string> = {
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'image/*': 'gambar',
};

/** `JPG, PNG atau WebP`: the accepted types as the form names them. */
export function photoTypesText(accept: readonly string[]): string {
  const names = accept.map((type) => TYPE_NAMES[type] ?? type);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} atau ${names.at(-1)}` : (names[0] ?? '');
}

/** The hint under a photo field: its types and its size limit. */
export function photoHint(rules: FileRules): string {
  return fill(ui.form.photoTypesHint, {
    types: photoTypesText(rules.accept),
    size: formatBytes(rules.maxBytes),
  });
}

const takes = (accept: readonly string[], type: string) =>
  accept.some(
    (pattern) => pattern === type || (pattern.endsWith('/*') && type.startsWith(pattern.slice(0, -1))),
  );

/**
 * The chosen file as the picture its bytes are, whatever its name or the type the browser guessed
 * from it: an SVG named foto.jpg is an SVG (a script in it would run wherever its address is opened),
 * and is refused with what it really is. A picture of an accepted type goes with its true type.
 */
async function asPhoto(file: File, rules: FileRules): Promise<File> {
  let kind;
  try {
    kind = await sniffFile(file);
  } catch {
    throw new PhotoProblem(fill(ui.form.notAnImage, { name: file.name }));
  }
  const type = IMAGE_MIME[kind];
  if (!type || !takes(rules.accept, type))
    throw new PhotoProblem(
      fill(ui.form.notAPhoto, {
        name: file.name,
        types: photoTypesText(rules.accept),
        what: ui.form.fileKinds[kind],
      }),
    );
  return file.type === type ? file : new File([file], file.name, { type, lastModified: file.lastModified });
}

/** Why a chosen file is refused before anything is done with it (what its bytes are), else null. */
export async function photoTypeProblem(file: File, rules: FileRules): Promise<string | null> {
  try {
    await asPhoto(file, rules);
    return null;
  } catch (error) {
    if (error instanceof PhotoProblem) return error.message;
    throw error;
  }
}

/**
 * The photo to upload for a chosen image: its type told by its bytes, made lighter in a worker
 * (src/files/photo-shrink.ts, loaded with the first photo), then checked against the size limit, which is the
 * sent file's. Throws a PhotoProblem for a file of another type, bytes that are no picture or a photo
 * still too heavy; the original goes where no worker can draw.
 */
export async function preparePhoto(file: File, rules: FileRules): Promise<File> {
  const photo = await asPhoto(file, rules);
  let sent = photo;
  try {
    const { shrinkPhoto, UnreadablePhoto } = await import('../../files/photo-shrink');
    sent = await shrinkPhoto(photo).catch((error: unknown) => {
      if (error instanceof UnreadablePhoto)
        throw new PhotoProblem(fill(ui.form.notAnImage, { name: file.name }));
      return photo;
    });
  } catch (error) {
    if (error instanceof PhotoProblem) throw error;
    // the shrinker's chunk did not load (offline a moment): the photo goes as it is
  }
  // the type was told by the bytes above; a lighter copy may be of another accepted kind (PNG -> WebP)
  const why = fileProblem(sent, { ...rules, accept: ['image/*'] });
  if (why) throw new PhotoProblem(fill(ui.form.photoRefused, { name: file.name, reason: why }));
  return sent;
}
