// The shop's settings row as the admin screens read it (company_settings, one row). Several admin
// features read it (orders for the WhatsApp numbers and times, the menu for its public link, the
// settings pages to edit it): one query, one key.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/lib/database.types';

export type CompanySettings = Database['public']['Tables']['company_settings']['Row'];

export const companySettingsKeys = {
  all: ['company-settings'] as const,
};

export async function getCompanySettings(): Promise<CompanySettings | null> {
  const { data, error } = await supabase.from('company_settings').select('*').maybeSingle();
  if (error) throw error;
  return data
    ? {
        ...data,
        delivery_fee: Number(data.delivery_fee),
        minimum_order: Number(data.minimum_order),
        delivery_radius_km: Number(data.delivery_radius_km),
      }
    : null;
}

export const companySettingsQuery = () =>
  queryOptions({ queryKey: companySettingsKeys.all, queryFn: getCompanySettings });

export function useCompanySettings() {
  return useQuery(companySettingsQuery());
}
