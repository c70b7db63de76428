import { queryOptions, useQuery } from '@tanstack/react-query';
import { isStaffRole, type StaffRole } from '@/domain/staff-roles';
import { supabase } from '@/lib/supabase';
import { authKeys } from './keys';
import { dataOf } from '../query';

/** This device's copy of the last role the server gave an account: `{ userId, role }`. */
export const STAFF_ROLE_STORAGE_KEY = 'staffRole';

/**
 * The signed-in account's role in the team, or null when it is not active staff (or still has the
 * default password). The server decides every right; the panel only shows each role its pages.
 */
export async function getStaffRole(userId: string): Promise<StaffRole | null> {
  const data = dataOf(await supabase.rpc('staff_role'));
  const role = isStaffRole(data) ? data : null;
  rememberRole(userId, role);
  return role;
}

/**
 * The query starts from the role this device last heard for the account, marked stale so the
 * server is asked at once: the installed panel opened offline shows the account's own pages and
 * menu (the lookup fails, the last answer stays), and a demoted account's next answer replaces it.
 */
export const staffRoleQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: authKeys.staffRole(userId),
    queryFn: () => getStaffRole(userId),
    staleTime: 60_000,
    initialData: () => rememberedRole(userId),
    initialDataUpdatedAt: 0,
  });

export function useStaffRole(userId: string | undefined) {
  return useQuery({ ...staffRoleQueryOptions(userId ?? ''), enabled: !!userId });
}

function rememberedRole(userId: string): StaffRole | undefined {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(STAFF_ROLE_STORAGE_KEY) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return undefined;
    const { userId: savedUser, role } = saved as { userId?: unknown; role?: unknown };
    return savedUser === userId && isStaffRole(role) ? role : undefined;
  } catch {
    return undefined;
  }
}

function rememberRole(userId: string, role: StaffRole | null) {
  try {
    if (role) localStorage.setItem(STAFF_ROLE_STORAGE_KEY, JSON.stringify({ userId, role }));
    else localStorage.removeItem(STAFF_ROLE_STORAGE_KEY);
  } catch {
    // A browser without storage asks the server every time.
  }
}
