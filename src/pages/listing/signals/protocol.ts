import type { ModerationDecl, Values } from '../../../resources/types';
import type { SignalMap } from './detect';

/**
 * A question to the signals' worker. `records` are the listings asked about (a list's page, the
 * review queue's listing and the next); they are compared with each other, and with the listings the
 * worker keeps from a corpus read when `withCached` (`keep` adds a page of that read, `reset` forgets it).
 */
export interface SignalRequest {
  id: number;
  rules: ModerationDecl;
  labels: Record<string, string>;
  /** The page's origin: photos of it (and data: URLs) are read for their hash. */
  origin: string;
  records: Values[];
  keep?: Values[];
  reset?: boolean;
  withCached?: boolean;
  /** Answer for every listing compared (kept ones too), not only `records`: how many need attention. */
  all?: boolean;
  /** Which listings a duplicate was looked for among, in words, ending its reason. */
  scope?: string;
}

export interface SignalReply {
  id: number;
  signals: SignalMap;
  /** The worker's time for this answer (photos read and hashed, listings compared), in ms. */
  ms: number;
  /** How many listings it compared, how many photos it compared them by, and how many it hashed for this answer. */
  count: number;
  photos: number;
  hashed: number;
  /** The part of `ms` spent reading and hashing photos (those hashed before are known at once). */
  hashMs: number;
  /** Photos hashed ahead between answers while a corpus read went on, and their time, in all so far. */
  warmed: number;
  warmMs: number;
  /** How many of those answered for have a signal. */
  flagged: number;
}
