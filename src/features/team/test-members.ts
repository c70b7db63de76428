import type { TeamMember } from '@/data/team/get-team';

/** A team member for tests: the owner "Carla" (admin), active, never signed in, unless `over` says otherwise. */
export const teamMember = (over: Partial<TeamMember> = {}): TeamMember => ({
  user_id: 'u1',
  username: 'admin',
  display_name: 'Carla',
  role: 'owner',
  is_active: true,
  created_at: '2026-11-20T10:00:00Z',
  last_sign_in_at: null,
  ...over,
});
