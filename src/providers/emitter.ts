/** An event with no value: someone says something changed (or asks), whoever listens acts. */
export interface Emitter {
  emit(): void;
  subscribe(listener: () => void): () => void;
}

export function createEmitter(): Emitter {
  const listeners = new Set<() => void>();
  return {
    emit: () => listeners.forEach((listener) => listener()),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
