import { useMutation } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { MutationOptions } from '../mutation';
import { teamError } from './team-error';

export interface StaffPasswordReset {
  user_id: string;
  password: string;
}

/** Sets a member's new password; the server ends the person's sessions. */
export async function resetStaffPassword(reset: StaffPasswordReset): Promise<void> {
  const { error } = await supabase.rpc('reset_staff_password', { ...reset });
  if (error) throw teamError(error);
}

export function useResetStaffPassword(options: MutationOptions<void, StaffPasswordReset> = {}) {
  return useMutation({ mutationFn: resetStaffPassword, ...options });
}
