/** Where socket.io-client dials: the origin of the host, and socket.io's `path` under the host's path. */
export interface SocketTarget {
  origin: string;
  path: string;
}

/**
 * `https://api.example.id/v1` is the origin `https://api.example.id` with socket.io at
 * `/v1/socket.io`: socket.io-client reads a URL's path as a namespace, which the server refuses.
 */
export function socketTargetOf(url: string): SocketTarget {
  const parsed = new URL(url);
  const base = parsed.pathname.replace(/\/+$/, '');
  return { origin: parsed.origin, path: `${base}/socket.io` };
}
