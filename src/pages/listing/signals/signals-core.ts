import type { Values } from '../../../resources/types';
import { detectSignals, idOf, photoCandidates, photosOf } from './detect';
import { dataUrlBytes, dHash, HASH_HEIGHT, HASH_WIDTH, isReadablePhoto } from './photo-hash';
import type { SignalReply, SignalRequest } from './protocol';

/** Reads a photo's hash: fetched, decoded at 9 x 8 and drawn (undefined when it cannot be read). */
export type PhotoHasher = (url: string) => Promise<string | undefined>;

interface PhotoBytes {
  type: string;
  bytes: Uint8Array<ArrayBuffer>;
}

async function photoBytes(url: string): Promise<PhotoBytes | undefined> {
  if (url.startsWith('data:')) return dataUrlBytes(url);
  const response = await fetch(url);
  if (!response.ok) return undefined;
  const type = response.headers.get('content-type')?.split(';')[0].trim() ?? '';
  return { type, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/**
 * The photo hasher of a worker: the photo decoded by ImageDecoder straight from its bytes where the
 * browser has it for the type (a Blob per photo costs more than its decoding: ~3x slower over 1,000
 * listings' photos), else by createImageBitmap; drawn at 9 x 8 on an OffscreenCanvas.
 */
export function canvasHasher(): PhotoHasher | undefined {
  if (typeof OffscreenCanvas === 'undefined' || typeof createImageBitmap === 'undefined') return undefined;
  const canvas = new OffscreenCanvas(HASH_WIDTH, HASH_HEIGHT);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return undefined;
  const decodable = new Map<string, Promise<boolean>>();
  const decodes = (type: string) => {
    if (typeof ImageDecoder === 'undefined' || !type) return Promise.resolve(false);
    let known = decodable.get(type);
    if (!known) {
      known = ImageDecoder.isTypeSupported(type).catch(() => false);
      decodable.set(type, known);
    }
    return known;
  };
  const pictureOf = async ({ type, bytes }: PhotoBytes): Promise<CanvasImageSource & { close(): void }> => {
    if (!(await decodes(type)))
      return createImageBitmap(new Blob([bytes], { type }), {
        resizeWidth: HASH_WIDTH,
        resizeHeight: HASH_HEIGHT,
        resizeQuality: 'low',
      });
    const decoder = new ImageDecoder({ data: bytes, type });
    try {
      return (await decoder.decode()).image;
    } finally {
      decoder.close();
    }
  };
  return async (url) => {
    try {
      const photo = await photoBytes(url);
      if (!photo) return undefined;
      const picture = await pictureOf(photo);
      // drawn and read in one go: the hashes of other photos share the canvas
      context.clearRect(0, 0, HASH_WIDTH, HASH_HEIGHT);
      context.drawImage(picture, 0, 0, HASH_WIDTH, HASH_HEIGHT);
      picture.close();
      return dHash(context.getImageData(0, 0, HASH_WIDTH, HASH_HEIGHT).data);
    } catch {
      // not a picture this browser reads, or refused: the photo is left out of the comparison
      return undefined;
    }
  };
}

/** How many photos are hashed ahead at a time between two looks for a waiting question. */
const WARM_BATCH = 64;

/** The signals' worker's answers, and the photos it hashes ahead between them. */
export interface SignalsCore {
  (request: SignalRequest): Promise<SignalReply>;
  /**
   * Hashes the photos that decide a duplicate for the listings kept so far: run while the next page
   * of the corpus read is on its way, so that the answer at its end has little left. Leaves off when
   * `stop` says a question waits.
   */
  warm(stop?: () => boolean): Promise<void>;
}

/**
 * The worker's memory: the listings kept from a corpus read and the photos' hashes it has read,
 * answering each request in turn. Also run in place where no Worker exists (then without photos).
 */
export function createSignalsCore(hasher: PhotoHasher | undefined): SignalsCore {
  let cached = new Map<string, Values>();
  let unwarmed = new Set<string>();
  /** Photos to hash ahead, in the order their listings came. */
  let ahead: string[] = [];
  let rules: SignalRequest['rules'] | undefined;
  let origin = '';
  const hashes = new Map<string, Promise<string | undefined>>();
  let hashed = 0;
  const warmth = { photos: 0, ms: 0 };
  const hashOf = (url: string) => {
    let known = hashes.get(url);
    if (!known && hasher) {
      known = hasher(url);
      hashes.set(url, known);
      hashed += 1;
    }
    return known;
  };
  const urlsOf = (records: readonly Values[], asked: SignalRequest['rules'], from: string) =>
    new Set(records.flatMap((record) => photosOf(record, asked).filter((url) => isReadablePhoto(url, from))));

  const answer = async (request: SignalRequest): Promise<SignalReply> => {
    const started = performance.now();
    const hashedBefore = hashed;
    ({ rules, origin } = request);
    if (request.reset) {
      cached = new Map();
      unwarmed = new Set();
      ahead = [];
    }
    for (const record of request.keep ?? []) {
      cached.set(idOf(record), record);
      unwarmed.add(idOf(record));
    }
    // the listings asked about, as they are now (a listing read whole has more than its list row)
    const compared = new Map(request.withCached ? cached : undefined);
    for (const record of request.records) {
      const had = compared.get(idOf(record));
      compared.set(idOf(record), had ? { ...had, ...record } : record);
    }
    const records = [...compared.values()];
    const asked = new Set(request.records.map(idOf));
    const only = request.all ? undefined : asked;
    // in an answer for all, only the asked ones' duplicates are told in full (their photos read)
    const inFull = request.all ? asked : undefined;
    const read = new Map<string, string | undefined>();
    let hashMs = 0;
    if (hasher) {
      const urls = urlsOf(
        photoCandidates(records, request.rules, only, inFull),
        request.rules,
        request.origin,
      );
      const hashing = performance.now();
      // a photo read once is kept for the next question
      await Promise.all([...urls].map(async (url) => read.set(url, await hashOf(url))));
      hashMs = performance.now() - hashing;
    }
    const signals = detectSignals(
      records,
      request.rules,
      { labels: request.labels, photoHash: (url) => read.get(url), scope: request.scope, inFull },
      only,
    );
    return {
      id: request.id,
      signals,
      ms: performance.now() - started,
      count: records.length,
      photos: read.size,
      hashed: hashed - hashedBefore,
      hashMs,
      warmed: warmth.photos,
      warmMs: warmth.ms,
      flagged: Object.keys(signals).length,
    };
  };

  const warm = async (stop: () => boolean = () => false) => {
    if (!hasher || !rules) return;
    if (unwarmed.size > 0) {
      // the pairs with a listing just kept whose photos decide (none is told in full here)
      const fresh = unwarmed;
      unwarmed = new Set();
      for (const url of urlsOf(photoCandidates([...cached.values()], rules, fresh, new Set()), rules, origin))
        if (!hashes.has(url)) ahead.push(url);
    }
    const started = performance.now();
    const before = hashed;
    // a few at a time, leaving off as soon as a question waits (it hashes what it needs itself)
    while (ahead.length > 0 && !stop()) await Promise.all(ahead.splice(0, WARM_BATCH).map(hashOf));
    warmth.photos += hashed - before;
    warmth.ms += performance.now() - started;
  };
  return Object.assign(answer, { warm });
}
