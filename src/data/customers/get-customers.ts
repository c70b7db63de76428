import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as z from '../guard';
import { supabase } from '@/lib/supabase';
import { numeric, parseRows } from '../parse';
import { customerKeys } from './keys';
import { queryHook, dataOf } from '../query';

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
    // get_customers' number of matches; export_customers' rows have none (the list is all of them)
    total_count: z.optional(numeric),
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
    total: row.total_count ?? 0,
  })),
);

export type Customer = z.Infer<typeof customerSchema>;

/** A page of customers (by phone; at most 50) with the number of matches, summed by the database. */
export async function getCustomers(
  filters: CustomerFilters,
): Promise<{ customers: Customer[]; total: number }> {
  const data = dataOf(
    await supabase.rpc('get_customers', {
      p_search: filters.search || undefined,
      p_order: filters.order,
      p_limit: filters.pageSize,
      p_offset: filters.page * filters.pageSize,
      p_inactive_days: filters.inactiveDays,
    }),
  );
  const customers = parseRows(customerSchema, data ?? []);
  return { customers, total: customers[0]?.total ?? 0 };
}

/**
 * Every customer matching the screen's search and filter, in its order: the CSV export (owner only;
 * the server refuses anyone else).
 */
export async function exportCustomers(
  filters: Pick<CustomerFilters, 'search' | 'order' | 'inactiveDays'>,
): Promise<Customer[]> {
  const data = dataOf(
    await supabase.rpc('export_customers', {
      p_search: filters.search || undefined,
      p_order: filters.order,
      p_inactive_days: filters.inactiveDays,
    }),
  );
  const rows = parseRows(customerSchema, Array.isArray(data) ? data : []);
  return rows.map((row) => ({ ...row, total: rows.length }));
}

export const customersQuery = (filters: CustomerFilters) =>
  queryOptions({
    queryKey: customerKeys.list(filters),
    queryFn: () => getCustomers(filters),
    placeholderData: keepPreviousData,
  });

export const useCustomers = queryHook(customersQuery);
