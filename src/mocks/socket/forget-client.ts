/**
 * MSW keeps every WebSocket client it saw in IndexedDB (for its other tabs) until its worker stops,
 * address and all; a socket.io address carries the session's token (the contract's query parameter).
 * A closed client is taken out at once, and no stored address keeps its token: a tab killed with its
 * socket open, or a session that just expired, leaves no token of the demo on the device.
 */
const DB = 'msw-websocket-clients';
const STORE = 'clients';
/** MSW's own channel: it says `db:update` there after each client it stores, to its other tabs and to this. */
const MSW_CHANNEL = 'msw:websocket-client-manager';

/** Runs `run` on MSW's store of clients, if MSW made it (never made here). */
function withClients(run: (store: IDBObjectStore) => void): void {
  if (typeof indexedDB === 'undefined') return;
  const request = indexedDB.open(DB);
  // MSW makes its own database, with its store, when it first needs it
  request.onupgradeneeded = () => request.transaction?.abort();
  request.onsuccess = () => {
    const db = request.result;
    if (db.objectStoreNames.contains(STORE)) run(db.transaction(STORE, 'readwrite').objectStore(STORE));
    db.close();
  };
}

export function forgetSocketClient(id: string): void {
  withClients((store) => store.delete(id));
}

/** Takes the token out of every stored client's address (MSW reads only its id and where it goes). */
function dropStoredTokens(): void {
  withClients((store) => {
    const cursor = store.openCursor();
    cursor.onsuccess = () => {
      const at = cursor.result;
      if (!at) return;
      const client = at.value as { id: string; url: string };
      const url = new URL(client.url);
      if (url.searchParams.has('token')) {
        url.searchParams.delete('token');
        at.update({ ...client, url: url.href });
      }
      at.continue();
    };
  });
}

/**
 * For as long as the page lives, each client MSW stores (in any tab) loses its token as soon as it is
 * stored; what an earlier page left (a tab killed with its socket open) loses it now.
 */
export function keepNoSocketTokens(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(MSW_CHANNEL);
  channel.onmessage = (event: MessageEvent<{ type?: string } | undefined>) => {
    if (event.data?.type === 'db:update') dropStoredTokens();
  };
  dropStoredTokens();
}
