/**
 * Calls `fn` at most once per `ms`: at once when idle, then once more at the end of the window if
 * it was asked again meanwhile (with the last arguments). `upTo`: while it is asked again within each
 * window (a flood), each window is twice the one before, up to `upTo`; the first call after a quiet
 * window runs at once and the windows start again from `ms`. `cancel()` drops a pending call.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number, { upTo = ms } = {}) {
  let last = -Infinity;
  let gap = ms;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;
  const run = (args: A) => {
    last = Date.now();
    fn(...args);
  };
  const throttled = (...args: A) => {
    const wait = last + gap - Date.now();
    if (wait <= 0 && !timer) {
      gap = ms;
      run(args);
      return;
    }
    pending = args;
    timer ??= setTimeout(
      () => {
        timer = null;
        const next = pending;
        pending = null;
        if (!next) return;
        // asked again within the window: the next one is longer
        gap = Math.min(gap * 2, upTo);
        run(next);
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
