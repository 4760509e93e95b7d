// Rate limits: a token bucket per connection (WebSocket messages) and per address (HTTP writes).

/** A token bucket: `burst` tokens, refilled at `perSecond`; time comes from `now`. */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(private readonly perSecond: number, private readonly burst: number, private readonly now: () => number) {
    this.tokens = burst;
    this.last = now();
  }

  /** Takes one token; false when the bucket is empty (the message should be refused). */
  take(): boolean {
    const t = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.last) / 1000) * this.perSecond);
    this.last = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** Token buckets by key (an IP address), forgetting idle keys. */
export class KeyedLimiter {
  private readonly buckets = new Map<string, { bucket: TokenBucket; seen: number }>();

  constructor(private readonly perSecond: number, private readonly burst: number, private readonly now: () => number, private readonly maxKeys = 10_000) {}

  /** Takes one token for `key`; false when refused. */
  take(key: string): boolean {
    let b = this.buckets.get(key);
    if (!b) {
      if (this.buckets.size >= this.maxKeys) this.sweep();
      b = { bucket: new TokenBucket(this.perSecond, this.burst, this.now), seen: 0 };
      this.buckets.set(key, b);
    }
    b.seen = this.now();
    return b.bucket.take();
  }

  private sweep(): void {
    const idle = this.now() - (this.burst / this.perSecond) * 1000;
    for (const [k, b] of this.buckets) if (b.seen < idle) this.buckets.delete(k);
    if (this.buckets.size >= this.maxKeys) this.buckets.clear();
  }
}
