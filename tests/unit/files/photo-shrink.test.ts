import { createPhotoShrinker, type PhotoWorker, UnreadablePhoto } from '../../../src/files/photo-shrink';
import {
  encodingFor,
  PHOTO_KEEP_BYTES,
  PHOTO_MAX_EDGE,
  PHOTO_QUALITY,
  renamedFor,
  shrinkPlan,
  type ShrinkReply,
  type ShrinkRequest,
} from '../../../src/files/photo-sizing';

describe('how large a photo is sent', () => {
  it('brings the long edge of a phone photo down to 1920 px, keeping its proportions', () => {
    expect(PHOTO_MAX_EDGE).toBe(1920);
    expect(shrinkPlan(4032, 3024, 4_400_000)).toEqual({ width: 1920, height: 1440 });
    // a portrait photo (its EXIF orientation applied by the decoder) stays portrait
    expect(shrinkPlan(3024, 4032, 4_400_000)).toEqual({ width: 1440, height: 1920 });
    expect(shrinkPlan(8000, 100, 10)).toEqual({ width: 1920, height: 24 });
    expect(shrinkPlan(1921, 1921, 10)).toEqual({ width: 1920, height: 1920 });
  });

  it('lets a photo that is small enough go as it is, and encodes a heavy one again at its size', () => {
    expect(shrinkPlan(1920, 1080, 400_000)).toBeNull();
    expect(shrinkPlan(1200, 900, PHOTO_KEEP_BYTES)).toBeNull();
    expect(shrinkPlan(1200, 900, PHOTO_KEEP_BYTES + 1)).toEqual({ width: 1200, height: 900 });
  });

  it('keeps a JPEG a JPEG, makes other still pictures WebP, and leaves GIF, SVG and HEIC alone', () => {
    expect(encodingFor('image/jpeg')).toBe('image/jpeg');
    expect(encodingFor('image/png')).toBe('image/webp');
    expect(encodingFor('image/webp')).toBe('image/webp');
    expect(encodingFor('image/gif')).toBeNull();
    expect(encodingFor('image/svg+xml')).toBeNull();
    expect(encodingFor('image/heic')).toBeNull();
    expect(renamedFor('IMG_1234.PNG', 'image/webp')).toBe('IMG_1234.webp');
    expect(renamedFor('teras.jpeg', 'image/jpeg')).toBe('teras.jpg');
    expect(renamedFor('rumah', 'image/jpeg')).toBe('rumah.jpg');
  });
});

/** A worker that records what it is asked and answers when the test says. */
function fakeWorker() {
  const asked: ShrinkRequest[] = [];
  const worker: PhotoWorker & { answer(reply: ShrinkReply): void; fail(): void; stopped: number } = {
    onmessage: null,
    onerror: null,
    stopped: 0,
    postMessage: (message) => asked.push(message),
    terminate() {
      this.stopped += 1;
    },
    answer(reply) {
      this.onmessage?.({ data: reply } as MessageEvent<ShrinkReply>);
    },
    fail() {
      this.onerror?.({} as ErrorEvent);
    },
  };
  return { worker, asked };
}

const phonePhoto = () =>
  new File([new Uint8Array(4_400_000)], 'IMG_1234.jpg', { type: 'image/jpeg', lastModified: 5 });

describe('the photo shrinker', () => {
  it('asks the worker with the limits and gives the lighter photo back, named for its type', async () => {
    const { worker, asked } = fakeWorker();
    const start = vi.fn(() => worker);
    const shrink = createPhotoShrinker(start);
    const original = new File([new Uint8Array(3_000_000)], 'denah.png', { type: 'image/png' });
    const pending = shrink(original);
    expect(asked).toEqual([
      { id: 1, file: original, maxEdge: 1920, quality: PHOTO_QUALITY, keepBytes: PHOTO_KEEP_BYTES },
    ]);
    expect(PHOTO_QUALITY).toBe(0.85);
    const smaller = new Blob([new Uint8Array(300_000)], { type: 'image/webp' });
    worker.answer({ id: 1, outcome: 'shrunk', blob: smaller, width: 1920, height: 1080 });
    const sent = await pending;
    expect(sent.name).toBe('denah.webp');
    expect(sent.type).toBe('image/webp');
    expect(sent.size).toBe(300_000);
    // nothing left to do: the worker stops, and the next photo starts another
    expect(worker.stopped).toBe(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('answers each photo of a batch by its id, and sends a photo kept as it is unchanged', async () => {
    const { worker, asked } = fakeWorker();
    const shrink = createPhotoShrinker(() => worker);
    const first = phonePhoto();
    const second = new File([new Uint8Array(10)], 'kecil.jpg', { type: 'image/jpeg' });
    const [a, b] = [shrink(first), shrink(second)];
    expect(asked.map((one) => one.id)).toEqual([1, 2]);
    worker.answer({ id: 2, outcome: 'unchanged' });
    expect(await b).toBe(second);
    expect(worker.stopped).toBe(0);
    worker.answer({
      id: 1,
      outcome: 'shrunk',
      blob: new Blob([new Uint8Array(700_000)], { type: 'image/jpeg' }),
      width: 1920,
      height: 1440,
    });
    const sent = await a;
    expect([sent.name, sent.type, sent.size, sent.lastModified]).toEqual([
      'IMG_1234.jpg',
      'image/jpeg',
      700_000,
      5,
    ]);
    expect(worker.stopped).toBe(1);
  });

  it('refuses bytes that are no picture', async () => {
    const { worker } = fakeWorker();
    const shrink = createPhotoShrinker(() => worker);
    const pending = shrink(new File(['bukan foto'], 'foto.jpg', { type: 'image/jpeg' }));
    worker.answer({ id: 1, outcome: 'unreadable' });
    await expect(pending).rejects.toBeInstanceOf(UnreadablePhoto);
  });

  it('sends the original where no worker can draw (no OffscreenCanvas) or when the worker fails', async () => {
    const photo = phonePhoto();
    expect(await createPhotoShrinker(() => null)(photo)).toBe(photo);
    expect(
      await createPhotoShrinker(() => {
        throw new Error('Worker is not defined');
      })(photo),
    ).toBe(photo);
    const { worker } = fakeWorker();
    const pending = createPhotoShrinker(() => worker)(photo);
    worker.fail();
    expect(await pending).toBe(photo);
    expect(worker.stopped).toBe(1);
  });
});
