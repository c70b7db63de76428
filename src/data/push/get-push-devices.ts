import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { pushKeys } from './keys';
import { dataOf } from '../query';

export interface PushDevice {
  id: string;
  endpoint: string;
  label: string | null;
  createdAt: string;
}

/** The signed-in staff member's devices that receive new orders (RLS: only their own). */
export async function getPushDevices(): Promise<PushDevice[]> {
  const data = dataOf(
    await supabase
      .from('push_subscriptions')
      .select('id, endpoint, label, created_at')
      .not('user_id', 'is', null)
      .order('created_at', { ascending: false }),
  );
  return data.map((row) => ({
    id: row.id,
    endpoint: row.endpoint,
    label: row.label,
    createdAt: row.created_at,
  }));
}

export const pushDevicesQuery = () =>
  queryOptions({ queryKey: pushKeys.devices(), queryFn: getPushDevices });

export function usePushDevices(enabled = true) {
  return useQuery({ ...pushDevicesQuery(), enabled });
}
