// (apart from the outbox's write side: what a screen reads of a kept save loads with the screen, not
// the outbox's storage and its files)

/**
 * How a save the outbox kept ended: `kept`, it waits and leaves once it can; `unknown`, it was on its
 * way when the person cancelled it (the server may have made it): asked about before it is sent again.
 */
export type KeptAs = 'kept' | 'unknown';

/**
 * The answer of a save the data provider put in the outbox instead of sending it now: Refine's
 * mutation fails with it (nothing was made yet), and the screen says where it is, never an error.
 */
export class KeptInOutbox extends Error {
  readonly keptAs: KeptAs;
  /** The change's id in the outbox; for a file kept alone (a form's photo), its reference on the device. */
  readonly id: string;

  constructor(keptAs: KeptAs, id: string) {
    super('kept in the outbox');
    this.name = 'KeptInOutbox';
    this.keptAs = keptAs;
    this.id = id;
  }
}

export function isKeptInOutbox(error: unknown): error is KeptInOutbox {
  return error instanceof KeptInOutbox;
}
