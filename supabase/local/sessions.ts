// Whether an access token's session still exists. Access tokens live an hour; without this check
// one kept working at /rest/v1, /storage/v1 and on realtime channels after its session ended (logout, a password change,
// a reused refresh token). A live session is remembered for a few seconds (the check runs on every
// request of a signed-in panel); sessions ended through /auth/v1 are forgotten at once, and ended
// ones are remembered as such (a session never comes back).
import type pg from 'pg';

const LIVE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const shared = new WeakMap<pg.Pool, SessionCache>();

export class SessionCache {
  private readonly live = new Map<string, number>();
  private readonly ended = new Set<string>();

  /** The one cache of a database (auth, the gateway and realtime see the same sessions end). */
  static of(pool: pg.Pool): SessionCache {
    let cache = shared.get(pool);
    if (!cache) shared.set(pool, (cache = new SessionCache(pool)));
    return cache;
  }

  private constructor(private readonly pool: pg.Pool) {}

  async isLive(sessionId: string, now = Date.now()): Promise<boolean> {
    const checkedAt = this.live.get(sessionId);
    if (checkedAt !== undefined && now - checkedAt < LIVE_TTL_MS) return true;
    if (this.ended.has(sessionId) || !UUID.test(sessionId)) return false;
    const { rowCount } = await this.pool.query('select 1 from auth.sessions where id = $1', [
      sessionId,
    ]);
    if (rowCount) {
      this.live.delete(sessionId);
      this.live.set(sessionId, now);
      if (this.live.size > MAX_ENTRIES) this.live.delete(this.live.keys().next().value!);
      return true;
    }
    this.forget([sessionId]);
    return false;
  }

  /** These sessions have ended: their access tokens are refused from now on. */
  forget(sessionIds: string[]): void {
    for (const id of sessionIds) {
      this.live.delete(id);
      this.ended.add(id);
      if (this.ended.size > MAX_ENTRIES) this.ended.delete(this.ended.values().next().value!);
    }
  }
}
