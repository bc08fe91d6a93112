/** Whether the outbox's list is open: the banner's "Lihat perubahan" opens it, the keeper draws it. */
let open = false;
const listeners = new Set<() => void>();

export const outboxList = {
  isOpen: () => open,
  set(next: boolean) {
    open = next;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
