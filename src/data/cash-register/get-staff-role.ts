import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { cashRegisterKeys } from './keys';

export type StaffRole = 'owner' | 'attendant' | 'kitchen' | 'driver';

/**
 * The caller's role in the team (staff_role()), for what the register offers: only the owner
 * reopens a closed session. The server checks it again on every call.
 */
export async function getStaffRole(): Promise<StaffRole | null> {
  const { data, error } = await supabase.rpc('staff_role');
  if (error) throw error;
  return (data as StaffRole | null) ?? null;
}

export function useStaffRole() {
  return useQuery({ queryKey: cashRegisterKeys.role(), queryFn: getStaffRole, staleTime: 60_000 });
}
