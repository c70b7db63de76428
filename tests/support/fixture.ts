// The one shape of an integration test file: `const t = useStack()` at the top starts the file's own
// stack (its own database, a copy of the migrated, seeded template) before its tests and stops it
// after them, and gives the clients the tests act through. Files never share a stack or its data.
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import {
  adminClient,
  anonClient,
  removeDir,
  serviceClient,
  startStack,
  type StartOptions,
  type TestClient,
  type TestStack,
} from './stack.ts';
import { addStaff, addTeam, type StaffMember, type TeamRole } from './staff.ts';
import { nonStaffClient } from './users.ts';

export interface StackFile {
  readonly stack: TestStack;
  /** The storefront's client: the anon key, no session. */
  readonly anon: TestClient;
  /** The service role: reads and writes past RLS, for set-up and for checking rows. */
  readonly service: TestClient;
  /** The seeded admin (the owner), signed in. */
  readonly owner: TestClient;
  /** A superuser connection to the file's database, for what no API may do (dating rows…). */
  readonly db: pg.Client;
  /** Creates a staff member (as the owner) and signs it in. */
  addStaff(username: string, role: string, displayName?: string): Promise<StaffMember>;
  /** One signed-in member of each role below the owner (see addTeam). */
  addTeam(): Promise<Record<TeamRole, TestClient>>;
  /** A signed-in account that is not staff. */
  outsider(): Promise<TestClient>;
}

export interface UseStackOptions extends StartOptions {
  /** Open `t.db` before the tests (off by default: most files need no SQL). */
  db?: boolean;
}

export function useStack(options: UseStackOptions = {}): StackFile {
  let stack: TestStack | undefined;
  let anon: TestClient | undefined;
  let service: TestClient | undefined;
  let owner: TestClient | undefined;
  let db: pg.Client | undefined;
  const ready = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`useStack: ${name} is used before beforeAll`);
    return value;
  };

  beforeAll(async () => {
    const { db: withDb, ...start } = options;
    stack = await startStack(start);
    anon = anonClient(stack);
    service = serviceClient(stack);
    if (!start.defaultAdminPassword) owner = await adminClient(stack);
    if (withDb) {
      db = new pg.Client({ connectionString: stack.databaseUrl });
      await db.connect();
    }
  });

  afterAll(async () => {
    await db?.end();
    await stack?.stop();
    if (stack) removeDir(stack.dataDir);
  });

  return {
    get stack() {
      return ready(stack, 'stack');
    },
    get anon() {
      return ready(anon, 'anon');
    },
    get service() {
      return ready(service, 'service');
    },
    get owner() {
      return ready(owner, 'owner');
    },
    get db() {
      return ready(db, 'db (pass { db: true })');
    },
    addStaff: (username, role, displayName) =>
      addStaff(ready(stack, 'stack'), ready(owner, 'owner'), username, role, displayName),
    addTeam: () => addTeam(ready(stack, 'stack'), ready(owner, 'owner')),
    outsider: () => nonStaffClient(ready(stack, 'stack')),
  };
}
