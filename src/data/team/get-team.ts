import { queryOptions } from '@tanstack/react-query';
import * as z from '../guard';
import { staffRoles } from '@/domain/staff-roles';
import { supabase } from '@/lib/supabase';
import { parseRows } from '../parse';
import { teamKeys } from './keys';
import { queryHook, dataOf } from '../query';

const teamMemberSchema = z.object({
  user_id: z.string(),
  username: z.string(),
  display_name: z.string(),
  role: z.enum(staffRoles),
  is_active: z.boolean(),
  created_at: z.string(),
  last_sign_in_at: z.nullable(z.string()),
});

export type TeamMember = z.Infer<typeof teamMemberSchema>;

/** The team with each member's username and last sign-in (get_team: the owner's only). */
export async function getTeam(): Promise<TeamMember[]> {
  const data = dataOf(await supabase.rpc('get_team'));
  return parseRows(teamMemberSchema, data);
}

export const teamQueryOptions = () => queryOptions({ queryKey: teamKeys.list(), queryFn: getTeam });

export const useTeam = queryHook(teamQueryOptions);
