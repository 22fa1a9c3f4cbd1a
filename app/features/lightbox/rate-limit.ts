/**
 * A fixed-window counter per key (visitor or IP), kept in memory: enough to stop one
 * browser or script from inflating a campaign's figures. Old windows are swept as the
 * map grows, so memory stays bounded.
 */
export class RateLimiter {
  private windows = new Map<string, { startedAt: number; count: number }>();

  constructor(private readonly limit: number, private readonly windowMs: number, private readonly maxKeys = 10_000) {}

  /** Counts a hit; false once the key is over its limit for the current window. */
  hit(key: string, now: number = Date.now()): boolean {
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= this.windowMs) {
      if (!window && this.windows.size >= this.maxKeys) this.sweep(now);
      window = { startedAt: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count <= this.limit;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.startedAt >= this.windowMs) this.windows.delete(key);
    }
    // Still full (a flood of distinct keys): start over rather than grow without bound.
    if (this.windows.size >= this.maxKeys) this.windows.clear();
  }

  get size(): number {
    return this.windows.size;
  }
}
