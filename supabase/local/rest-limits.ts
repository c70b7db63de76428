// Attempts at the RPCs a stranger can repeat, counted by the gateway before PostgREST sees them,
// whatever their outcome. The database counts these calls too (and that holds on hosted Supabase),
// but a refused call rolls its count back with its transaction, so only successes were counted:
// failing orders and wrong current passwords could be sent without end.
import { RateLimiter } from './rate-limit.ts';

/** The answer over a limit, shaped like PostgREST's errors so that the app's error mapping works. */
export const RATE_LIMITED_BODY = {
  code: 'PT429',
  message: 'Muitas tentativas seguidas. Aguarde alguns minutos e tente novamente.',
  details: 'rate_limited',
  hint: null,
};

interface Limit {
  limiter: RateLimiter;
  /** Whose attempts: the client's address, or the signed-in account (a password check). */
  per: 'address' | 'account';
}

const MINUTE = 60_000;

export class RestLimits {
  private readonly limits = new Map<string, Limit>([
    // Above the database's 20 stored orders an hour: a customer's refused tries (closed shop,
    // below the minimum) never reach it; a script does.
    ['place_order', { limiter: new RateLimiter(40, 60 * MINUTE), per: 'address' }],
    ['check_promo_code', { limiter: new RateLimiter(30, 10 * MINUTE), per: 'address' }],
    // Checks the current password in SQL: as many tries as a sign-in's per account.
    ['change_admin_username', { limiter: new RateLimiter(10, 15 * MINUTE), per: 'account' }],
  ]);

  /** `enabled` false is RATE_LIMITS=off (tests and bench on this machine only). */
  constructor(private readonly enabled: boolean) {}

  /** Counts this call when it is a limited RPC; false when it is over its limit. */
  allow(path: string, address: string, account: string | undefined): boolean {
    if (!this.enabled) return true;
    const match = /^\/rpc\/([^/?]+)\/?$/.exec(path);
    if (!match) return true;
    let name: string;
    try {
      name = decodeURIComponent(match[1]!);
    } catch {
      return true; // not a function PostgREST will find
    }
    const limit = this.limits.get(name);
    if (!limit) return true;
    const key = limit.per === 'account' && account ? `account ${account}` : address;
    if (limit.limiter.blocked(key)) return false;
    limit.limiter.hit(key);
    return true;
  }
}
