import { useMutation } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { MutationOptions } from '../mutation';
import { teamError } from './team-error';
import { assertOk } from '../query';

export interface StaffPasswordReset {
  user_id: string;
  password: string;
}

/** Sets a member's new password; the server ends the person's sessions. */
export async function resetStaffPassword(reset: StaffPasswordReset): Promise<void> {
  assertOk(await supabase.rpc('reset_staff_password', { ...reset }), teamError);
}

export function useResetStaffPassword(options: MutationOptions<void, StaffPasswordReset> = {}) {
  return useMutation({ mutationFn: resetStaffPassword, ...options });
}
