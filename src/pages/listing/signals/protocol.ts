import type { ModerationDecl, Values } from '../../../resources/types';
import type { SignalMap } from './detect';

/**
 * A question to the signals' worker. `corpus` replaces the listings it keeps, `upsert` adds or
 * replaces some (a listing read whole), `only` limits the answer to those ids (still compared with all).
 */
export interface SignalRequest {
  id: number;
  rules: ModerationDecl;
  labels: Record<string, string>;
  /** The page's origin: photos of it (and data: URLs) are read for their hash. */
  origin: string;
  corpus?: Values[];
  upsert?: Values[];
  only?: string[];
}

export interface SignalReply {
  id: number;
  signals: SignalMap;
  /** The worker's time for this answer (photos read and hashed, listings compared), in ms. */
  ms: number;
  /** How many listings it compared, and how many photos it read for them. */
  count: number;
  photos: number;
  /** The part of `ms` spent reading and hashing photos. */
  hashMs: number;
}
