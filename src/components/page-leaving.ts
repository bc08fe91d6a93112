/**
 * Whether the page is on its way out: a reload, an address typed, the tab closing. From the page's
 * `beforeunload` (or `pagehide`) on, a history move the page starts itself (a closed dialog taking
 * its entry back) would cancel that navigation, and the page would stay as it was. A leave that did
 * not happen (a `tel:` link, the browser's question answered "stay") ends when the page is acted on
 * or shown again.
 */
// global: the page itself is leaving: one fact for the whole page.
let leaving = false;

export function pageLeaving(): boolean {
  return leaving;
}

if (typeof window !== 'undefined') {
  const leave = () => {
    leaving = true;
  };
  const stay = () => {
    leaving = false;
  };
  window.addEventListener('beforeunload', leave);
  window.addEventListener('pagehide', leave);
  window.addEventListener('pageshow', stay);
  window.addEventListener('pointerdown', stay, true);
  window.addEventListener('keydown', stay, true);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') stay();
  });
}
