// How many wrong passwords the stack hears before it stops checking: sign-ins and current-password
// checks share it. Limits per address and per (address, account) pair stop a guessing script; the
// account's own limit cannot lock its owner out: once it is reached, only addresses with no recent
// failures are still heard, so the owner's right password from their usual place passes while the
// attacker's addresses get 429. Refresh tokens never pass here, so signed-in sessions keep working.
import { RateLimiter } from './rate-limit.ts';

const WINDOW_MS = 15 * 60_000;
export const PASSWORD_LIMITS = {
  failuresPerAddress: 30,
  failuresPerAddressAndAccount: 10,
  failuresPerAccount: 20,
};

export class PasswordLimits {
  private readonly byAddress = new RateLimiter(PASSWORD_LIMITS.failuresPerAddress, WINDOW_MS);
  private readonly byPair = new RateLimiter(
    PASSWORD_LIMITS.failuresPerAddressAndAccount,
    WINDOW_MS,
  );
  private readonly byAccount = new RateLimiter(PASSWORD_LIMITS.failuresPerAccount, WINDOW_MS);

  /** `enabled` false is RATE_LIMITS=off (tests and bench on this machine only). */
  constructor(private readonly enabled: boolean) {}

  /** Whether a password from `address` for `account` may be checked now. */
  mayTry(address: string, account: string): boolean {
    if (!this.enabled) return true;
    if (this.byAddress.blocked(address) || this.byPair.blocked(pair(address, account)))
      return false;
    return !this.byAccount.blocked(account) || this.byAddress.count(address) === 0;
  }

  failed(address: string, account: string): void {
    if (!this.enabled) return;
    this.byAddress.hit(address);
    this.byPair.hit(pair(address, account));
    this.byAccount.hit(account);
  }

  /** The right password: this address's failures on this account are forgiven, not the account's. */
  succeeded(address: string, account: string): void {
    this.byPair.clear(pair(address, account));
  }
}

function pair(address: string, account: string): string {
  return `${address} ${account}`;
}
