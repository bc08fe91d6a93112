import type { Values } from '../../../resources/types';
import { detectSignals, idOf, photoCandidates, photosOf } from './detect';
import { dataUrlBlob, dHash, HASH_HEIGHT, HASH_WIDTH, isReadablePhoto } from './photo-hash';
import type { SignalReply, SignalRequest } from './protocol';

/** Reads a photo's hash: fetched, decoded at 9 x 8 and drawn (undefined when it cannot be read). */
export type PhotoHasher = (url: string) => Promise<string | undefined>;

async function fetchBlob(url: string): Promise<Blob | undefined> {
  const response = await fetch(url);
  return response.ok ? response.blob() : undefined;
}

/** The photo hasher of a worker: OffscreenCanvas and createImageBitmap, where the browser has them. */
export function canvasHasher(): PhotoHasher | undefined {
  if (typeof OffscreenCanvas === 'undefined' || typeof createImageBitmap === 'undefined') return undefined;
  const canvas = new OffscreenCanvas(HASH_WIDTH, HASH_HEIGHT);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return undefined;
  return async (url) => {
    try {
      const blob = url.startsWith('data:') ? dataUrlBlob(url) : await fetchBlob(url);
      if (!blob) return undefined;
      const bitmap = await createImageBitmap(blob, {
        resizeWidth: HASH_WIDTH,
        resizeHeight: HASH_HEIGHT,
        resizeQuality: 'low',
      });
      context.clearRect(0, 0, HASH_WIDTH, HASH_HEIGHT);
      context.drawImage(bitmap, 0, 0);
      bitmap.close();
      return dHash(context.getImageData(0, 0, HASH_WIDTH, HASH_HEIGHT).data);
    } catch {
      // not a picture this browser reads, or refused: the photo is left out of the comparison
      return undefined;
    }
  };
}

/**
 * The worker's memory: the listings it compares and the photos' hashes it has read, answering each
 * request in turn. Also run in place where no Worker exists (then without photos).
 */
export function createSignalsCore(hasher: PhotoHasher | undefined) {
  let corpus = new Map<string, Values>();
  const hashes = new Map<string, Promise<string | undefined>>();
  const hashOf = (url: string) => {
    let known = hashes.get(url);
    if (!known && hasher) {
      known = hasher(url);
      hashes.set(url, known);
    }
    return known;
  };
  return async (request: SignalRequest): Promise<SignalReply> => {
    const started = performance.now();
    if (request.corpus) corpus = new Map(request.corpus.map((record) => [idOf(record), record]));
    for (const record of request.upsert ?? [])
      corpus.set(idOf(record), { ...corpus.get(idOf(record)), ...record });
    const records = [...corpus.values()];
    const only = request.only ? new Set(request.only) : undefined;
    const read = new Map<string, string | undefined>();
    let hashMs = 0;
    if (hasher) {
      // the photos of listings already alike in a text; a photo read once is kept for the next question
      const urls = new Set(
        photoCandidates(records, request.rules, only).flatMap((record) =>
          photosOf(record, request.rules).filter((url) => isReadablePhoto(url, request.origin)),
        ),
      );
      const hashing = performance.now();
      await Promise.all([...urls].map(async (url) => read.set(url, await hashOf(url))));
      hashMs = performance.now() - hashing;
    }
    const signals = detectSignals(
      records,
      request.rules,
      { labels: request.labels, photoHash: (url) => read.get(url) },
      only,
    );
    return {
      id: request.id,
      signals,
      ms: performance.now() - started,
      count: records.length,
      photos: read.size,
      hashMs,
    };
  };
}
