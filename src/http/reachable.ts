/**
 * Does the network answer? Asks the page's own server for `url` (the page's address by default) with
 * HEAD past every cache: any answer, even a 404, is a network that works; a thrown
 * request is a connection that is gone. HEAD, because a service worker's precache answers GETs only.
 * No import: the page's first module uses it when the app's own code failed to come.
 */
export async function networkAnswers(url = '/'): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  try {
    await fetch(url, { method: 'HEAD', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}
