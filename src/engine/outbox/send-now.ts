/**
 * Asks the outbox's keeper to send what is due now (a form's save just put there: when the app is
 * online after all, the call having failed for one service only, it leaves without waiting for the
 * next load or network change).
 */
const listeners = new Set<() => void>();

export function sendOutboxNow(): void {
  listeners.forEach((listener) => listener());
}

export function onSendOutboxNow(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
