/** The class of an undo toast (use-undo.tsx), by which the toasts are found. */
export const UNDO_TOAST = 'undo-toast';
/** On <html>: how high the undo toasts reach from the window's bottom (0 px when none shows). */
const SPACE = '--undo-toast-space';
/** Between two toasts of antd's stack, and between the toasts and the content above them. */
const GAP = 16;

// global: one observer of the page's one toast stack.
let observer: ResizeObserver | null = null;

function measure(entries: readonly ResizeObserverEntry[]) {
  // a toast gone from the document is followed no more
  for (const { target } of entries) if (!target.isConnected) observer?.unobserve(target);
  const toasts = [...document.querySelectorAll<HTMLElement>(`.${UNDO_TOAST}`)];
  const stack = toasts[0]?.closest('.ant-notification');
  // the toasts' heights (not their places, which slide): with more than antd's stack shows, a little
  // more room than needed
  const space = stack
    ? window.innerHeight -
      stack.getBoundingClientRect().bottom +
      toasts.reduce((sum, toast) => sum + toast.offsetHeight + GAP, 0)
    : 0;
  document.documentElement.style.setProperty(SPACE, `${Math.max(0, Math.ceil(space))}px`);
}

/**
 * While undo toasts show at the bottom of the window, the page keeps room below its content as high
 * as they reach (the shell's content reads `--undo-toast-space`): scrolled to its end, the last rows
 * and the pager stand clear of the toasts instead of under them. Called when a toast opens: each
 * toast is followed from when antd adds it until it is gone (its size then falls to nothing).
 */
export function followUndoToasts(): void {
  if (typeof ResizeObserver === 'undefined') return;
  observer ??= new ResizeObserver(measure);
  const watch = observer;
  // antd adds the toast to the document on one of its next renders
  let frames = 30;
  const find = () => {
    const fresh = [...document.querySelectorAll(`.${UNDO_TOAST}:not([data-followed])`)];
    if (fresh.length === 0 && (frames -= 1) > 0) requestAnimationFrame(find);
    for (const toast of fresh) {
      toast.setAttribute('data-followed', '');
      watch.observe(toast);
    }
  };
  requestAnimationFrame(find);
}
