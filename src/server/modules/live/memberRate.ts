/**
 * Messages per member on live sockets (frames and pose_data together), over a sliding window,
 * counted per process like the socket cap (decision 0702). A browser sends at most 2 frames and
 * 2 pose_data a second; the limit leaves room for a faster client and stops a flood before its
 * frames cost a JPEG decode each.
 */
export const LIVE_RATE = { windowMs: 10_000, maxMessages: 300 } as const;

export class MemberRate {
  private readonly times = new Map<string, number[]>();

  /** Counts one message; answers null when it is allowed, else the seconds until one will be. */
  take(userId: string, now = Date.now()): number | null {
    const recent = (this.times.get(userId) ?? []).filter((t) => t > now - LIVE_RATE.windowMs);
    if (recent.length >= LIVE_RATE.maxMessages) {
      this.times.set(userId, recent);
      return Math.max(1, Math.ceil((recent[0] + LIVE_RATE.windowMs - now) / 1000));
    }
    recent.push(now);
    this.times.set(userId, recent);
    return null;
  }

  /** Forgets a member whose last live socket closed, once their window is empty (reconnecting resets nothing). */
  release(userId: string, now = Date.now()): void {
    const recent = this.times.get(userId) ?? [];
    if (recent.every((t) => t <= now - LIVE_RATE.windowMs)) this.times.delete(userId);
  }
}
