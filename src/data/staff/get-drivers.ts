import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { supabase } from '@/lib/supabase';
import { parseRows } from '../parse';
import { staffKeys } from './keys';

export const driverSchema = z.object({
  user_id: z.string(),
  display_name: z.string(),
});

export type Driver = z.infer<typeof driverSchema>;

/** The active drivers by name (RLS lets any staff member read the team). */
export async function getDrivers(): Promise<Driver[]> {
  const { data, error } = await supabase
    .from('staff')
    .select('user_id, display_name')
    .eq('role', 'driver')
    .eq('is_active', true)
    .order('display_name');
  if (error) throw error;
  return parseRows(driverSchema, data);
}

export const driversQuery = () =>
  queryOptions({ queryKey: staffKeys.drivers(), queryFn: getDrivers });

export function useDrivers() {
  return useQuery(driversQuery());
}
