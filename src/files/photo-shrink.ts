import {
  PHOTO_KEEP_BYTES,
  PHOTO_MAX_EDGE,
  PHOTO_QUALITY,
  renamedFor,
  type ShrinkReply,
  type ShrinkRequest,
} from './photo-sizing';

/** The bytes of a file that claims to be a picture and is none (or one this browser cannot read). */
export class UnreadablePhoto extends Error {
  constructor(readonly fileName: string) {
    super(`${fileName} is not a readable picture`);
    this.name = 'UnreadablePhoto';
  }
}

/** The part of a Worker the shrinker uses (a test gives a fake one). */
export interface PhotoWorker {
  postMessage(message: ShrinkRequest): void;
  onmessage: ((event: MessageEvent<ShrinkReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}

type Waiting = { file: File; resolve: (file: File) => void; reject: (error: Error) => void };

/**
 * A function that makes a photo lighter before it is uploaded, in a worker: at most PHOTO_MAX_EDGE px on
 * its long edge, JPEG or WebP at PHOTO_QUALITY, EXIF orientation applied. It resolves to the file to send
 * (the original when it is small enough, when no worker can draw here, or when the worker fails) and
 * rejects with UnreadablePhoto for bytes that are no picture. One worker serves the photos chosen
 * together, and stops when none is left.
 */
export function createPhotoShrinker(startWorker: () => PhotoWorker | null) {
  let worker: PhotoWorker | null = null;
  let nextId = 1;
  const waiting = new Map<number, Waiting>();

  const stop = () => {
    worker?.terminate();
    worker = null;
  };
  const settle = (id: number, reply: ShrinkReply | null) => {
    const job = waiting.get(id);
    if (!job) return;
    waiting.delete(id);
    if (reply?.outcome === 'unreadable') job.reject(new UnreadablePhoto(job.file.name));
    else if (reply?.outcome === 'shrunk') {
      const type = reply.blob.type || 'image/jpeg';
      job.resolve(
        new File([reply.blob], renamedFor(job.file.name, type), {
          type,
          lastModified: job.file.lastModified,
        }),
      );
    } else job.resolve(job.file);
    if (waiting.size === 0) stop();
  };
  const running = (): PhotoWorker | null => {
    if (worker) return worker;
    try {
      worker = startWorker();
    } catch {
      worker = null;
    }
    if (!worker) return null;
    worker.onmessage = (event) => settle(event.data.id, event.data);
    // the worker's script failed to load or crashed: every photo waiting goes as it is
    worker.onerror = () => {
      for (const id of [...waiting.keys()]) settle(id, null);
      stop();
    };
    return worker;
  };

  return (file: File): Promise<File> => {
    const target = running();
    if (!target) return Promise.resolve(file);
    const id = nextId++;
    return new Promise<File>((resolve, reject) => {
      waiting.set(id, { file, resolve, reject });
      target.postMessage({
        id,
        file,
        maxEdge: PHOTO_MAX_EDGE,
        quality: PHOTO_QUALITY,
        keepBytes: PHOTO_KEEP_BYTES,
      });
    });
  };
}

/** Whether this browser can draw a picture in a worker (else the original photo is sent). */
export function canShrinkHere(): boolean {
  return (
    typeof Worker !== 'undefined' &&
    typeof OffscreenCanvas !== 'undefined' &&
    typeof createImageBitmap !== 'undefined'
  );
}

/** The app's shrinker, on the worker of photo-shrink-worker.ts (loaded on the first photo). */
export const shrinkPhoto = createPhotoShrinker(() =>
  canShrinkHere()
    ? (new Worker(new URL('./photo-shrink-worker.ts', import.meta.url), {
        type: 'module',
        name: 'photo-shrink',
      }) as PhotoWorker)
    : null,
);
