import { queryOptions } from '@tanstack/react-query';
import * as z from '../guard';
import { supabase } from '@/lib/supabase';
import { parseRows } from '../parse';
import { staffKeys } from './keys';
import { queryHook, dataOf } from '../query';

export const driverSchema = z.object({
  user_id: z.string(),
  display_name: z.string(),
  is_active: z.boolean(),
});

export type Driver = z.Infer<typeof driverSchema>;

/**
 * The drivers by name, the inactive ones too so that an order keeps showing who carried it (RLS
 * lets any staff member read the team; assign_driver only takes an active one).
 */
export async function getDrivers(): Promise<Driver[]> {
  const data = dataOf(
    await supabase
      .from('staff')
      .select('user_id, display_name, is_active')
      .eq('role', 'driver')
      .order('display_name'),
  );
  return parseRows(driverSchema, data);
}

export const driversQuery = () =>
  queryOptions({ queryKey: staffKeys.drivers(), queryFn: getDrivers });

export const useDrivers = queryHook(driversQuery);
