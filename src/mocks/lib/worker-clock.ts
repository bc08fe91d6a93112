/**
 * The demo server's clock in its worker, which the browser tests move with the page's: Playwright's
 * clock moves the page's `Date` only, and a laptop that sleeps moves both (a real server's clock runs
 * on meanwhile). Only the backend worker installs it (src/mocks/backend.ts).
 */
let offset = 0;

/** From now on `Date` in this worker reads `now` at this moment, and runs on from there. */
export function setClock(now: number): void {
  offset = now - performance.timeOrigin - performance.now();
}

/** Puts the movable clock in place of this worker's `Date` (its `now()` and `new Date()`). */
export function installClock(): void {
  const SystemDate = Date;
  const current = () => performance.timeOrigin + performance.now() + offset;
  class ServerDate extends SystemDate {
    constructor(...args: ConstructorParameters<typeof Date> | []) {
      if (args.length === 0) super(current());
      else super(...(args as ConstructorParameters<typeof Date>));
    }
    static override now(): number {
      return Math.floor(current());
    }
  }
  globalThis.Date = ServerDate as DateConstructor;
}
