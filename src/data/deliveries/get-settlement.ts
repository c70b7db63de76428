import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from '../guard';
import { supabase } from '@/lib/supabase';
import { lenientArray, numeric } from '../parse';
import { deliveryKeys } from './keys';
import { dataOf } from '../query';

const settlementOrderSchema = z.object({
  id: z.string(),
  order_number: z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((n) => String(n)),
  ),
  total_amount: numeric,
  delivery_fee: numeric,
  payment_method: z.string(),
  delivered_at: z.string(),
});

export const settlementSchema = z.object({
  deliveries: numeric,
  fees: numeric,
  cash_collected: numeric,
  orders: lenientArray(settlementOrderSchema),
});

export type Settlement = z.Infer<typeof settlementSchema>;
export type SettlementOrder = Settlement['orders'][number];

/** One driver's day (yyyy-MM-dd, the shop's calendar): deliveries, fees owed, cash to return. */
export async function getSettlement(driverId: string, day: string): Promise<Settlement> {
  const data = dataOf(
    await supabase.rpc('get_driver_settlement', {
      driver_id: driverId,
      day,
    }),
  );
  return settlementSchema.parse(data);
}

export const settlementQuery = (driverId: string, day: string) =>
  queryOptions({
    queryKey: deliveryKeys.settlement(driverId, day),
    queryFn: () => getSettlement(driverId, day),
  });

export function useSettlement(driverId: string | null, day: string) {
  return useQuery({ ...settlementQuery(driverId ?? '', day), enabled: Boolean(driverId && day) });
}
