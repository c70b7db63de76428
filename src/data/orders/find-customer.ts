import { useQuery } from '@tanstack/react-query';
import * as z from '../guard';
import { supabase } from '@/lib/supabase';
import { orderKeys } from './keys';
import { dataOf } from '../query';
import { parseRows } from '../parse';

/** A known customer, as their last order left them (orders keyed by the phone's digits). */
export interface KnownCustomer {
  name: string;
  phone: string;
  address: string;
  fulfillment: 'delivery' | 'pickup';
  deliveryZoneId: string | null;
}

/** An order's customer fields, read as the customer they describe. */
const customerSchema = z.pipe(
  z.object({
    customer_name: z.string(),
    customer_phone: z.string(),
    customer_address: z.string(),
    fulfillment: z.enum(['delivery', 'pickup']),
    delivery_zone_id: z.nullable(z.string()),
  }),
  z.transform((row): KnownCustomer => ({
    name: row.customer_name,
    phone: row.customer_phone,
    address: row.customer_address,
    fulfillment: row.fulfillment,
    deliveryZoneId: row.delivery_zone_id,
  })),
);

/** The customer's last order by phone digits (10 or 11), or null when the phone is new. */
export async function findCustomer(digits: string): Promise<KnownCustomer | null> {
  if (!/^\d{10,11}$/.test(digits)) return null;
  const data = dataOf(
    await supabase
      .from('orders')
      .select('customer_name, customer_phone, customer_address, fulfillment, delivery_zone_id')
      .ilike('customer_phone', `%${digits.slice(0, 2)}%${digits.slice(2, -4)}%${digits.slice(-4)}%`)
      .order('created_at', { ascending: false })
      .limit(10),
  );
  const customers = parseRows(customerSchema, data);
  return customers.find((customer) => customer.phone.replace(/\D/g, '') === digits) ?? null;
}

export function useKnownCustomer(digits: string) {
  return useQuery({
    queryKey: orderKeys.customer(digits),
    queryFn: () => findCustomer(digits),
    enabled: /^\d{10,11}$/.test(digits),
    staleTime: 60_000,
  });
}
