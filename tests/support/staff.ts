// Staff accounts other than the seeded admin, created the way the owner does it (create_staff_member).
import { adminClient, type TestClient, type TestStack } from './stack.ts';

/** The password every staff member a test creates gets. */
export const STAFF_PASSWORD = 'senha-da-equipe-1';

export interface StaffMember {
  id: string;
  client: TestClient;
}

export function staffEmail(username: string): string {
  return `${username}@admin.comanda.local`;
}

/** Creates the member as `owner` (no sign-in). */
export async function createStaff(
  owner: TestClient,
  username: string,
  role: string,
  displayName = username,
  password = STAFF_PASSWORD,
): Promise<string> {
  const { data, error } = await owner.rpc('create_staff_member', {
    username,
    display_name: displayName,
    role,
    password,
  });
  if (error) throw new Error(`create_staff_member: ${error.message}`);
  return data.user_id;
}

/** Creates the member as `owner` and signs it in. */
export async function addStaff(
  stack: TestStack,
  owner: TestClient,
  username: string,
  role: string,
  displayName = username,
): Promise<StaffMember> {
  const id = await createStaff(owner, username, role, displayName);
  const client = await adminClient(stack, STAFF_PASSWORD, staffEmail(username));
  return { id, client };
}

export type TeamRole = 'attendant' | 'kitchen' | 'driver';

/** One signed-in member of each role below the owner: caixa (attendant), cozinha, moto (driver). */
export async function addTeam(
  stack: TestStack,
  owner: TestClient,
): Promise<Record<TeamRole, TestClient>> {
  const team = {} as Record<TeamRole, TestClient>;
  for (const [username, role] of [
    ['caixa', 'attendant'],
    ['cozinha', 'kitchen'],
    ['moto', 'driver'],
  ] as const) {
    team[role] = (await addStaff(stack, owner, username, role)).client;
  }
  return team;
}
