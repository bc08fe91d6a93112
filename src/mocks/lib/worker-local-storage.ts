/**
 * MSW's cookie store (loaded with `msw`) requires `localStorage` outside Node, and a worker has none:
 * this gives the demo's backend worker one in memory before `msw` loads. The demo sets no cookie; what
 * MSW would keep there is the worker's own and goes with it.
 */
if (typeof globalThis.localStorage === 'undefined') {
  const items = new Map<string, string>();
  const storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
}
