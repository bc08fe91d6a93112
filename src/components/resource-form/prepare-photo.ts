import { fill, ui } from '../../locales/ui';
import { fileProblem,type FileRules } from '../actions/file-check';

/** Why a chosen photo cannot go, in words a person reads (shown beside the field). */
export class PhotoProblem extends Error {}

const anyImage = (file: File) => file.type.startsWith('image/');

/** Why a chosen file is refused before anything is done with it (its kind, emptiness), else null. */
export function photoTypeProblem(file: File, rules: FileRules): string | null {
  if (!anyImage(file)) return fill(ui.form.notAnImage, { name: file.name });
  const why = fileProblem(file, { ...rules, maxBytes: Number.POSITIVE_INFINITY });
  return why && fill(ui.form.photoRefused, { name: file.name, reason: why });
}

/**
 * The photo to upload for a chosen image: made lighter in a worker (src/files/photo-shrink.ts, loaded
 * with the first photo), then held to the size limit, which is the sent file's. Throws a PhotoProblem for
 * bytes that are no picture or a photo still too heavy; the original goes where no worker can draw.
 */
export async function preparePhoto(file: File, rules: FileRules): Promise<File> {
  let sent = file;
  try {
    const { shrinkPhoto, UnreadablePhoto } = await import('../../files/photo-shrink');
    sent = await shrinkPhoto(file).catch((error: unknown) => {
      if (error instanceof UnreadablePhoto)
        throw new PhotoProblem(fill(ui.form.notAnImage, { name: file.name }));
      return file;
    });
  } catch (error) {
    if (error instanceof PhotoProblem) throw error;
    // the shrinker's chunk did not load (offline a moment): the photo goes as it is
  }
  const why = fileProblem(sent, rules);
  if (why) throw new PhotoProblem(fill(ui.form.photoRefused, { name: file.name, reason: why }));
  return sent;
}
