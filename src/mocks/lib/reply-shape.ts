/**
 * How the demo backend shapes its replies. `demo` (the default) answers exactly what the app's own
 * declarations read first; `variant` answers replies that are just as valid by the contract but shaped
 * otherwise (records keyed by `id` or `_id` instead of their own field, optional fields absent, a lead
 * group as `{ _id, property_id, count }`, the statistic as `{ listing: { count }, ... }`, an upload's URL
 * under `Location`), so the tests and a person trying the app meet what a real service may send.
 *
 * Chosen in a browser with `?demo-shape=variant` in the page address (kept in session storage for the
 * tab) or `localStorage['demo:reply-shape'] = 'variant'` (as the unit tests do).
 */
export type ReplyShape = 'demo' | 'variant';

const STORAGE_KEY = 'demo:reply-shape';
let current: ReplyShape = 'demo';

function parse(value: string | null | undefined): ReplyShape | null {
  return value === 'variant' || value === 'demo' ? value : null;
}

/** True when the demo answers in the other valid shape. */
export function isVariantShape(): boolean {
  return current === 'variant';
}

/** Reads the browser's choice (address, then the tab, then the origin); called once at start. */
export function readReplyShapeFromBrowser(): ReplyShape {
  try {
    const fromUrl = parse(new URLSearchParams(window.location.search).get('demo-shape'));
    if (fromUrl) window.sessionStorage.setItem(STORAGE_KEY, fromUrl);
    current =
      fromUrl ??
      parse(window.sessionStorage.getItem(STORAGE_KEY)) ??
      parse(window.localStorage.getItem(STORAGE_KEY)) ??
      'demo';
  } catch {
    current = 'demo';
  }
  return current;
}

/** Takes the shape the page read (the demo's backend worker has no address or storage of its own). */
export function setReplyShape(shape: ReplyShape): void {
  current = parse(shape) ?? 'demo';
}
