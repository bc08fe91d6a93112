/**
 * MSW keeps every WebSocket client it saw in IndexedDB (for its other tabs) until its worker stops,
 * address and all; a socket.io address carries the session's token (the contract's query parameter).
 * A closed client is taken out at once, so no token of the demo stays on the device after a sign-out.
 */
const DB = 'msw-websocket-clients';
const STORE = 'clients';

export function forgetSocketClient(id: string): void {
  if (typeof indexedDB === 'undefined') return;
  const request = indexedDB.open(DB);
  // never made here: MSW makes its own database, with its store, when it first needs it
  request.onupgradeneeded = () => request.transaction?.abort();
  request.onsuccess = () => {
    const db = request.result;
    if (db.objectStoreNames.contains(STORE)) db.transaction(STORE, 'readwrite').objectStore(STORE).delete(id);
    db.close();
  };
}
