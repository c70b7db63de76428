// Counting attempts per key (an IP address, an account) in fixed windows, in memory: enough for
// one stack. Bounded: past MAX_KEYS, windows that have ended are dropped, then the oldest.
const MAX_KEYS = 20_000;

export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Whether `key` is over its limit now (without counting anything). */
  blocked(key: string, now = Date.now()): boolean {
    const window = this.windows.get(key);
    return window !== undefined && window.resetAt > now && window.count >= this.limit;
  }

  /** Attempts of `key` in its current window. */
  count(key: string, now = Date.now()): number {
    const window = this.windows.get(key);
    return window !== undefined && window.resetAt > now ? window.count : 0;
  }

  /** Counts one attempt for `key`. */
  hit(key: string, now = Date.now()): void {
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
      if (this.windows.size > MAX_KEYS) this.prune(now);
    } else {
      window.count++;
    }
  }

  /** Forgets `key` (a successful sign-in clears the account's failures). */
  clear(key: string): void {
    this.windows.delete(key);
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    for (const key of this.windows.keys()) {
      if (this.windows.size <= MAX_KEYS) break;
      this.windows.delete(key);
    }
  }
}
