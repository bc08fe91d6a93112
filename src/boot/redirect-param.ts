/** The query parameter Refine's router reads after sign-in to send the user back where they were. */
export const REDIRECT_PARAM = 'to';

/**
 * True when `value` (as URLSearchParams gives it) is a path Refine can follow: it survives the second
 * decoding Refine applies, stays on this origin and leads under /dashboard.
 */
export function isSafeRedirect(value: string, origin: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return false;
  }
  const hasControl = [...decoded].some((char) => char.charCodeAt(0) < 32);
  if (!/^\/dashboard(?:[/?#]|$)/.test(decoded) || decoded.includes('\\') || hasControl) return false;
  try {
    const url = new URL(decoded, origin);
    return url.origin === origin && url.pathname.startsWith('/dashboard');
  } catch {
    return false;
  }
}

/**
 * The query string without its `to` parameter when any `to` is unsafe or malformed (`?to=%25` threw
 * inside the router and blanked the app); null when the query string can be read as it is.
 */
export function withoutUnsafeRedirect(search: string, origin: string): string | null {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return '';
  }
  const values = params.getAll(REDIRECT_PARAM);
  if (values.length === 0) return null;
  if (values.length === 1 && isSafeRedirect(values[0] as string, origin)) return null;
  params.delete(REDIRECT_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
