/**
 * Calls `fn` at most once per `ms`: at once when idle, then once more at the end of the window if
 * it was asked again meanwhile (with the last arguments). `cancel()` drops a pending call.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;
  const run = (args: A) => {
    last = Date.now();
    fn(...args);
  };
  const throttled = (...args: A) => {
    const wait = last + ms - Date.now();
    if (wait <= 0 && !timer) {
      run(args);
      return;
    }
    pending = args;
    timer ??= setTimeout(
      () => {
        timer = null;
        const next = pending;
        pending = null;
        if (next) run(next);
      },
      Math.max(0, wait),
    );
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return throttled;
}

/** Runs `fn` once on the next frame however often it is asked before then (one render per frame). */
export function oncePerFrame(fn: () => void) {
  let scheduled = false;
  const schedule =
    typeof requestAnimationFrame === 'function'
      ? (cb: () => void) => requestAnimationFrame(() => cb())
      : (cb: () => void) => setTimeout(cb, 16);
  return () => {
    if (scheduled) return;
    scheduled = true;
    schedule(() => {
      scheduled = false;
      fn();
    });
  };
}
