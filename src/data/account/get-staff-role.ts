import { queryOptions, useQuery } from '@tanstack/react-query';
import { isStaffRole, type StaffRole } from '@/domain/staff-roles';
import { supabase } from '@/lib/supabase';
import { authKeys } from './keys';

/**
 * The signed-in account's role in the team, or null when it is not active staff (or still has the
 * default password). The server decides every right; the panel only shows each role its pages.
 */
export async function getStaffRole(): Promise<StaffRole | null> {
  const { data, error } = await supabase.rpc('staff_role');
  if (error) throw error;
  return isStaffRole(data) ? data : null;
}

export const staffRoleQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: authKeys.staffRole(userId),
    queryFn: getStaffRole,
    staleTime: 60_000,
  });

export function useStaffRole(userId: string | undefined) {
  return useQuery({ ...staffRoleQueryOptions(userId ?? ''), enabled: !!userId });
}
