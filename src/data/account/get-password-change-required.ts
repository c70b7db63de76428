import { queryOptions, useQuery } from '@tanstack/react-query';
import { authKeys } from './keys';
import { supabase } from '@/lib/supabase';
import { dataOf } from '../query';

/**
 * Whether the signed-in account still has the default password: the server then grants it nothing
 * but the password change, and the panel keeps it on /security.
 */
export async function getPasswordChangeRequired(): Promise<boolean> {
  const data = dataOf(await supabase.rpc('password_change_required'));
  return data === true;
}

export const passwordChangeRequiredQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: authKeys.passwordChangeRequired(userId),
    queryFn: getPasswordChangeRequired,
    staleTime: Infinity,
  });

export function usePasswordChangeRequired(userId: string | undefined) {
  return useQuery({ ...passwordChangeRequiredQueryOptions(userId ?? ''), enabled: !!userId });
}
