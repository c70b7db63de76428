import { queryOptions, useQuery } from '@tanstack/react-query';
import { authKeys } from './keys';
import { supabase } from '@/lib/supabase';
import { dataOf } from '../query';

/** Whether the default admin pair (admin / admin123) still signs in: decides the login hint. */
export async function getDefaultLoginActive(): Promise<boolean> {
  const data = dataOf(await supabase.rpc('default_admin_login_active'));
  return data === true;
}

export const defaultLoginActiveQueryOptions = () =>
  queryOptions({ queryKey: authKeys.defaultLoginActive(), queryFn: getDefaultLoginActive });

export function useDefaultLoginActive({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...defaultLoginActiveQueryOptions(), enabled });
}
