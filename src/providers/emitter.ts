/**
 * An event: someone says something changed (or asks), with what it carries (`Args`, none by
 * default), and whoever listens acts.
 */
export interface Emitter<Args extends unknown[] = []> {
  emit(...args: Args): void;
  subscribe(listener: (...args: Args) => void): () => void;
}

export function createEmitter<Args extends unknown[] = []>(): Emitter<Args> {
  const listeners = new Set<(...args: Args) => void>();
  return {
    emit: (...args) => listeners.forEach((listener) => listener(...args)),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
