import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from '../guard';
import { supabase } from '@/lib/supabase';
import { orderKeys } from './keys';
import { dataOf } from '../query';

const latestSchema = z.object({ id: z.string(), created_at: z.string() });
export type LatestOrder = z.Infer<typeof latestSchema>;

/**
 * The newest order's id and time: the bell compares it with when this device last looked. Under
 * orderKeys.all, so the orders realtime refetches it with every change and reconnection.
 */
export async function getLatestOrder(): Promise<LatestOrder | null> {
  const data = dataOf(
    await supabase
      .from('orders')
      .select('id, created_at')
      .order('created_at', { ascending: false })
      .limit(1)
      .maybeSingle(),
  );
  return data ? latestSchema.parse(data) : null;
}

export function useLatestOrder() {
  return useQuery(
    queryOptions({ queryKey: [...orderKeys.all, 'latest'] as const, queryFn: getLatestOrder }),
  );
}
