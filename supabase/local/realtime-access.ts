// Who may see a captured change: each subscriber's audience re-reads the row with its own role and
// JWT claims (as-caller.ts), so row level security decides, as it does on Supabase; deletes, whose
// row is gone, go to staff and to roles whose select policies show every row.
import type pg from 'pg';
import type { JwtClaims } from './jwt.ts';
import { ident, literal, queryAsCaller } from './as-caller.ts';
import { debugLog } from './debug.ts';
import type { Change, Column } from './realtime-protocol.ts';
import { SessionCache } from './sessions.ts';

/** Who sees the same rows: the claims without what changes at each token refresh. */
export function audienceKey(claims: JwtClaims): string {
  return JSON.stringify(claims, (key, value: unknown) =>
    key === 'exp' || key === 'iat' ? undefined : value,
  );
}

/** Staff first: a flood of anonymous subscribers must not hold up the panel's new-order events. */
export const ROLE_ORDER: Record<string, number> = { service_role: 0, authenticated: 1, anon: 2 };

/** How long an answer of "is this account staff now?" is reused. */
const STAFF_ANSWER_MS = 2_000;

/**
 * What a token claims, for counting sockets only (rights are asked of the database): the service
 * role, or an account the shop's tools gave the admin claim.
 */
export function isStaffClaim(claims: JwtClaims): boolean {
  if (claims.role === 'service_role') return true;
  const meta = claims.app_metadata as { role?: unknown } | undefined;
  return claims.role === 'authenticated' && meta?.role === 'admin';
}

export class RealtimeAccess {
  private readonly columnCache = new Map<string, Column[]>();
  private readonly staffAnswers = new Map<string, { staff: boolean; at: number }>();

  constructor(private readonly pool: pg.Pool) {}

  /** Forgets the cached column types (after DDL). */
  forgetColumns(): void {
    this.columnCache.clear();
  }

  /** Whether a signed-in subscriber's session still exists (logout and password changes end it). */
  sessionIsLive(claims: JwtClaims): Promise<boolean> | boolean {
    if (claims.role !== 'authenticated' || typeof claims.session_id !== 'string') return true;
    return SessionCache.of(this.pool).isLive(claims.session_id);
  }

  /** The changed row as the subscriber may see it, or undefined when RLS hides it. */
  async readAs(claims: JwtClaims, change: Change): Promise<Record<string, unknown> | undefined> {
    const where = Object.entries(change.pk)
      .map(([column, value]) => `${ident(column)} = ${literal(value)}`)
      .join(' and ');
    if (!where) return undefined;
    const rows = await this.asRole(
      claims,
      `select to_jsonb(t) as record from ${ident(change.schema)}.${ident(change.table)} t where ${where}`,
    );
    return rows[0]?.record as Record<string, unknown> | undefined;
  }

  /**
   * For deletes the row is gone and RLS cannot be asked about it: staff get every delete; others
   * only where their select policies show every row (never a hidden product's delete to anon).
   */
  async mayRead(claims: JwtClaims, change: Change): Promise<boolean> {
    if (await this.isStaffNow(claims)) return true;
    const { rows } = await this.pool.query<{ qual: string | null }>(
      `select qual from pg_policies
        where schemaname = $1 and tablename = $2 and cmd in ('SELECT', 'ALL')
          and ($3 = any (roles) or 'public' = any (roles))`,
      [change.schema, change.table, String(claims.role)],
    );
    return rows.some((policy) => policy.qual === null || policy.qual.trim() === 'true');
  }

  /**
   * Whether the token's account is active staff now: the database's public.is_staff() answers
   * for it (the staff row decides, never the token), remembered for two seconds per account.
   */
  async isStaffNow(claims: JwtClaims): Promise<boolean> {
    if (claims.role === 'service_role') return true;
    if (claims.role !== 'authenticated' || typeof claims.sub !== 'string') return false;
    const known = this.staffAnswers.get(claims.sub);
    if (known && Date.now() - known.at < STAFF_ANSWER_MS) return known.staff;
    const rows = await this.asRole(claims, 'select public.is_staff() as record');
    const staff = rows[0]?.record === true;
    if (this.staffAnswers.size >= 1000) this.staffAnswers.clear();
    this.staffAnswers.set(claims.sub, { staff, at: Date.now() });
    return staff;
  }

  /** The last answer of isStaffNow for this account, while it is fresh. */
  knownStaff(claims: JwtClaims): boolean {
    const known = typeof claims.sub === 'string' ? this.staffAnswers.get(claims.sub) : undefined;
    return Boolean(known?.staff && Date.now() - known.at < STAFF_ANSWER_MS);
  }

  /** One query as the subscriber; nothing when it fails (a dropped table, a bad role). */
  private async asRole(claims: JwtClaims, sql: string): Promise<Array<Record<string, unknown>>> {
    try {
      return await queryAsCaller(this.pool, claims, sql);
    } catch (error) {
      debugLog('realtime', 'reading a change as the subscriber failed', error);
      return [];
    }
  }

  async columnsOf(schema: string, table: string): Promise<Column[]> {
    const key = `${schema}.${table}`;
    const cached = this.columnCache.get(key);
    if (cached) return cached;
    const { rows } = await this.pool.query<Column>(
      `select a.attname::text as name, t.typname::text as type
         from pg_attribute a join pg_type t on t.oid = a.atttypid
        where a.attrelid = format('%I.%I', $1::text, $2::text)::regclass and a.attnum > 0 and not a.attisdropped
        order by a.attnum`,
      [schema, table],
    );
    this.columnCache.set(key, rows);
    return rows;
  }
}
