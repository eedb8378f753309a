/** The browser's localStorage, which Node lacks: what the session's tests need of it. For tests only. */
export function memoryStorage(): Pick<Storage, 'key' | 'getItem' | 'setItem' | 'removeItem' | 'length'> {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}
