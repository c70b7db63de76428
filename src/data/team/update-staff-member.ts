import type { StaffRole } from '@/domain/staff-roles';
import { supabase } from '@/lib/supabase';
import { useCacheMutation, type MutationOptions } from '../mutation';
import { teamKeys } from './keys';
import { teamError } from './team-error';
import { assertOk } from '../query';

export interface StaffMemberChange {
  user_id: string;
  display_name: string;
  role: StaffRole;
  /** false signs the person out at once (the server ends its sessions). */
  is_active: boolean;
}

export async function updateStaffMember(change: StaffMemberChange): Promise<void> {
  assertOk(await supabase.rpc('update_staff_member', { ...change }), teamError);
}

export function useUpdateStaffMember(options: MutationOptions<void, StaffMemberChange> = {}) {
  return useCacheMutation(updateStaffMember, options, { invalidates: [teamKeys.all] });
}
