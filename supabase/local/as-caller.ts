// Running SQL as the one who asked: the services that stand in for Supabase's (storage, realtime)
// read and write with the caller's role and JWT claims, as PostgREST does, so that row level
// security decides; the stack's own writes (auth's tables) run in plain transactions.
import type pg from 'pg';
import type { JwtClaims } from './jwt.ts';

/** The roles a token may act as; any other claim is refused before it reaches `set role`. */
const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

export class RoleNotAllowedError extends Error {
  constructor(role: string) {
    super(`role not allowed: ${role}`);
  }
}

/** The caller's role, when it is one of the API's. */
export function callerRole(claims: JwtClaims): string | undefined {
  const role = String(claims.role);
  return API_ROLES.has(role) ? role : undefined;
}

/** Runs work in one transaction: committed when it returns, rolled back when it throws. */
export async function inTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Runs work in one transaction as the caller: `set local role` and `request.jwt.claims`, the way
 * PostgREST opens each request. Throws RoleNotAllowedError for a role outside the API's.
 */
export function asCaller<T>(
  pool: pg.Pool,
  claims: JwtClaims,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const role = callerRole(claims);
  if (!role) return Promise.reject(new RoleNotAllowedError(String(claims.role)));
  return inTransaction(pool, async (client) => {
    await client.query(`set local role ${role}`);
    await client.query("select set_config('request.jwt.claims', $1, true)", [
      JSON.stringify(claims),
    ]);
    return work(client);
  });
}

/**
 * One query as the caller in a single round trip (the transaction, the role, the claims and the
 * query sent as one script): for realtime, which asks this for every change and audience. The
 * query takes no parameters; quote values with `literal` and names with `ident`.
 */
export async function queryAsCaller(
  pool: pg.Pool,
  claims: JwtClaims,
  sql: string,
): Promise<Array<Record<string, unknown>>> {
  const role = callerRole(claims);
  if (!role) throw new RoleNotAllowedError(String(claims.role));
  const script = [
    'begin',
    `set local role ${role}`,
    `select set_config('request.jwt.claims', ${literal(JSON.stringify(claims))}, true)`,
    sql,
    'commit',
  ].join(';\n');
  const client = await pool.connect();
  try {
    const results = (await client.query(script)) as unknown as pg.QueryResult[];
    return results[3]?.rows ?? [];
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** A quoted SQL identifier. */
export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** A quoted SQL string literal (a non-string value as its JSON text). */
export function literal(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return `'${text.replace(/'/g, "''")}'`;
}
