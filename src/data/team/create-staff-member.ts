import type { StaffRole } from '@/domain/staff-roles';
import { supabase } from '@/lib/supabase';
import { useCacheMutation, type MutationOptions } from '../mutation';
import { teamKeys } from './keys';
import { teamError } from './team-error';
import { assertOk } from '../query';

export interface NewStaffMember {
  username: string;
  display_name: string;
  role: StaffRole;
  password: string;
}

export async function createStaffMember(member: NewStaffMember): Promise<void> {
  assertOk(await supabase.rpc('create_staff_member', { ...member }), teamError);
}

export function useCreateStaffMember(options: MutationOptions<void, NewStaffMember> = {}) {
  return useCacheMutation(createStaffMember, options, { invalidates: [teamKeys.all] });
}
