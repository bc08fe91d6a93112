// The photo worker: decodes a chosen photo off the page's thread (its EXIF orientation applied), draws it
// at most PHOTO_MAX_EDGE on its long edge and encodes it again. Started by photo-shrink.ts.
import { encodingFor, shrinkPlan, type ShrinkReply, type ShrinkRequest } from './photo-sizing';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ShrinkRequest>) => void) | null;
  postMessage(message: ShrinkReply): void;
};

async function encode(canvas: OffscreenCanvas, type: string, quality: number): Promise<Blob> {
  const blob = await canvas.convertToBlob({ type, quality });
  // a browser without a WebP encoder answers PNG: JPEG is lighter for a photo
  return blob.type === type ? blob : canvas.convertToBlob({ type: 'image/jpeg', quality });
}

async function shrink({ id, file, maxEdge, quality, keepBytes }: ShrinkRequest): Promise<ShrinkReply> {
  const type = encodingFor(file.type);
  if (!type) return { id, outcome: 'unchanged' };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return { id, outcome: 'unreadable' };
  }
  try {
    const size = shrinkPlan(bitmap.width, bitmap.height, file.size, maxEdge, keepBytes);
    if (!size) return { id, outcome: 'unchanged' };
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) return { id, outcome: 'unchanged' };
    // a transparent corner becomes white, not black, in a JPEG
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await encode(canvas, type, quality);
    const resized = size.width !== bitmap.width || size.height !== bitmap.height;
    // only lighter when it kept its size: the heavier original goes then
    if (!resized && blob.size >= file.size) return { id, outcome: 'unchanged' };
    return { id, outcome: 'shrunk', blob, width: size.width, height: size.height };
  } finally {
    bitmap.close();
  }
}

scope.onmessage = (event) => {
  void shrink(event.data).then(
    (reply) => scope.postMessage(reply),
    // drawing failed (out of memory on a huge photo): the photo goes as it is
    () => scope.postMessage({ id: event.data.id, outcome: 'unchanged' }),
  );
};
