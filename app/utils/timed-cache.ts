/**
 * Values that every page needs but that change only when staff edit them (the menus, the
 * live pop-ups): each process keeps one copy per key for `ttlMs` instead of querying on
 * every request. Other processes and machines see an edit within `ttlMs`, well inside
 * the shared cache's own lifetime for pages; `clear()` drops this process's copies at
 * once after an edit made here.
 */
export interface TimedCache<K, V> {
  get(key: K, now?: number): V;
  clear(): void;
}

export function timedCache<K, V>(ttlMs: number, load: (key: K) => V): TimedCache<K, V> {
  const entries = new Map<K, { at: number; value: V }>();
  return {
    get(key, now = Date.now()) {
      const entry = entries.get(key);
      if (entry && now - entry.at < ttlMs && now >= entry.at) return entry.value;
      const value = load(key);
      entries.set(key, { at: now, value });
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
