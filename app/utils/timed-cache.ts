/**
 * Values that every page needs but that change only when staff edit them (the menus):
 * each process keeps one copy per key for `ttlMs` instead of querying on every request.
 * Other processes and machines see an edit within `ttlMs`, well inside the shared
 * cache's own lifetime for pages; `clear()` drops this process's copies at once after an
 * edit made here.
 *
 * An async loader has its Promise kept, so requests arriving while the query runs share
 * it; a Promise that rejects is dropped, so the next request asks again instead of getting
 * the same failure for the whole lifetime. (Make the loader async rather than return a
 * query builder: awaiting a builder runs its query again each time.)
 */
export interface TimedCache<K, V> {
  get(key: K, now?: number): V;
  clear(): void;
}

export function timedCache<K, V>(ttlMs: number, load: (key: K) => V): TimedCache<K, V> {
  const entries = new Map<K, { at: number; value: V }>();
  return {
    get(key, now = Date.now()) {
      const cached = entries.get(key);
      if (cached && now - cached.at < ttlMs && now >= cached.at) return cached.value;
      const entry = { at: now, value: load(key) };
      entries.set(key, entry);
      if (entry.value instanceof Promise) {
        entry.value.catch(() => {
          if (entries.get(key) === entry) entries.delete(key);
        });
      }
      return entry.value;
    },
    clear() {
      entries.clear();
    },
  };
}
