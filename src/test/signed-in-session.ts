// Test double of '@/data/account/use-session': a staff account is signed in, with the id
// STAFF_USER_ID (a test seeds its role under authKeys.staffRole(STAFF_USER_ID)). Installed with
// `vi.mock('@/data/account/use-session', () => import('@/test/signed-in-session'))`.
export const STAFF_USER_ID = 'u-staff';

export const useSession = () => ({
  status: 'signed-in' as const,
  session: { user: { id: STAFF_USER_ID } },
});
