// Supabase's role settings on the local database: `authenticator` logs in with a password (it is
// what PostgREST connects as), `anon` queries are cancelled after 3 s and `authenticated` ones
// after 8 s, as on hosted Supabase. Roles belong to the whole server, which several stacks may
// share (the test suite does): each setting is changed only when it differs, so concurrent
// start-ups do not write the same catalogue row at once.
import pg from 'pg';

export const ROLE_SETTINGS: Record<string, Record<string, string>> = {
  anon: { statement_timeout: '3s' },
  authenticated: { statement_timeout: '8s' },
  authenticator: { statement_timeout: '8s' },
};

export async function configureRoles(
  pool: pg.Pool,
  postgrestUri: string,
  authenticatorPassword: string,
): Promise<void> {
  for (const [role, settings] of Object.entries(ROLE_SETTINGS)) {
    const { rows } = await pool.query<{ setconfig: string[] | null }>(
      `select setconfig from pg_db_role_setting where setrole = $1::regrole and setdatabase = 0`,
      [role],
    );
    const current = new Set(rows[0]?.setconfig ?? []);
    for (const [name, value] of Object.entries(settings)) {
      if (!current.has(`${name}=${value}`)) {
        await pool.query(`alter role ${role} set ${name} = '${value}'`);
      }
    }
  }
  if (!(await canLogIn(postgrestUri))) {
    await pool.query(
      `alter role authenticator with login password ${pg.escapeLiteral(authenticatorPassword)}`,
    );
  }
}

async function canLogIn(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on('error', () => {});
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}
