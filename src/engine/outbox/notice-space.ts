/** The class of an undo notice (use-undo.tsx), by which the notices are found. */
export const UNDO_NOTICE = 'undo-notice';
/** On <html>: how high the undo notices reach from the window's bottom (0 px when none shows). */
const SPACE = '--undo-notice-space';
/** Between two notices of antd's stack, and between the notices and the content above them. */
const GAP = 16;

let observer: ResizeObserver | null = null;

function measure(entries: readonly ResizeObserverEntry[]) {
  // a notice gone from the document is followed no more
  for (const { target } of entries) if (!target.isConnected) observer?.unobserve(target);
  const notices = [...document.querySelectorAll<HTMLElement>(`.${UNDO_NOTICE}`)];
  const stack = notices[0]?.closest('.ant-notification');
  // the notices' heights (not their places, which slide): with more than antd's stack shows, a little
  // more room than needed
  const space = stack
    ? window.innerHeight -
      stack.getBoundingClientRect().bottom +
      notices.reduce((sum, notice) => sum + notice.offsetHeight + GAP, 0)
    : 0;
  document.documentElement.style.setProperty(SPACE, `${Math.max(0, Math.ceil(space))}px`);
}

/**
 * While undo notices show at the bottom of the window, the page keeps room below its content as high
 * as they reach (the shell's content reads `--undo-notice-space`): scrolled to its end, the last rows
 * and the pager stand clear of the notices instead of under them. Called when a notice opens: each
 * notice is followed from when antd adds it until it is gone (its size then falls to nothing).
 */
export function followUndoNotices(): void {
  if (typeof ResizeObserver === 'undefined') return;
  observer ??= new ResizeObserver(measure);
  const watch = observer;
  // antd adds the notice to the document on one of its next renders
  let frames = 30;
  const find = () => {
    const fresh = [...document.querySelectorAll(`.${UNDO_NOTICE}:not([data-followed])`)];
    if (fresh.length === 0 && (frames -= 1) > 0) requestAnimationFrame(find);
    for (const notice of fresh) {
      notice.setAttribute('data-followed', '');
      watch.observe(notice);
    }
  };
  requestAnimationFrame(find);
}
