import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { supabase } from '@/lib/supabase';
import { numeric, parseRows } from '../parse';
import { customerKeys } from './keys';

export type CustomerOrder = 'recent' | 'frequent' | 'value';

export interface CustomerFilters {
  search?: string;
  order: CustomerOrder;
  /** Only customers whose last order is at least this many days old ("sumidos"). */
  inactiveDays?: number;
  page: number;
  pageSize: number;
}

const customerSchema = z.pipe(
  z.object({
    phone_digits: z.string(),
    name: z.string(),
    phone: z.string(),
    orders: numeric,
    total_spent: numeric,
    average_ticket: numeric,
    first_order_at: z.string(),
    last_order_at: z.string(),
    total_count: numeric,
  }),
  z.transform((row) => ({
    digits: row.phone_digits,
    name: row.name,
    phone: row.phone,
    orders: row.orders,
    totalSpent: row.total_spent,
    averageTicket: row.average_ticket,
    firstOrderAt: row.first_order_at,
    lastOrderAt: row.last_order_at,
    total: row.total_count,
  })),
);

export type Customer = z.infer<typeof customerSchema>;

/** A page of customers (by phone) with the number of matches, summed by the database. */
export async function getCustomers(
  filters: CustomerFilters,
): Promise<{ customers: Customer[]; total: number }> {
  const { data, error } = await supabase.rpc('get_customers', {
    p_search: filters.search || undefined,
    p_order: filters.order,
    p_limit: filters.pageSize,
    p_offset: filters.page * filters.pageSize,
    p_inactive_days: filters.inactiveDays,
  });
  if (error) throw error;
  const customers = parseRows(customerSchema, data ?? []);
  return { customers, total: customers[0]?.total ?? 0 };
}

export const customersQuery = (filters: CustomerFilters) =>
  queryOptions({
    queryKey: customerKeys.list(filters),
    queryFn: () => getCustomers(filters),
    placeholderData: keepPreviousData,
  });

export function useCustomers(filters: CustomerFilters) {
  return useQuery(customersQuery(filters));
}
