/** Counts events inside a sliding time window: `record()` answers whether the limit is now exceeded. */
export class OffenceWindow {
  private times: number[] = [];

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Records one offence at `now`; true when more than `limit` fell inside the window. */
  record(now = Date.now()): boolean {
    this.times.push(now);
    while (this.times.length > 0 && this.times[0]! <= now - this.windowMs) this.times.shift();
    // Never holds more than limit + 1 entries, whatever a client sends.
    if (this.times.length > this.limit + 1) this.times.splice(0, this.times.length - this.limit - 1);
    return this.times.length > this.limit;
  }
}

/** Messages per one-second window, for WEBSOCKETS_RATE_LIMIT_POINTS. */
export class RateWindow {
  private windowStart = 0;
  private count = 0;

  constructor(private readonly points: number) {}

  /** Counts one message; answers how far over the budget of this second it is (0 while within). */
  take(now = Date.now()): number {
    if (now - this.windowStart >= 1000) {
      this.windowStart = now;
      this.count = 0;
    }
    this.count++;
    return Math.max(0, this.count - this.points);
  }
}
