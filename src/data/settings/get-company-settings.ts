import { queryOptions } from '@tanstack/react-query';
import * as z from '../guard';
import type { Tables } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { numeric } from '../parse';
import { settingsKeys } from './keys';
import { queryHook, dataOf } from '../query';

/** The shop's settings row as the admin screens read it (company_settings, one row). */
export type CompanySettings = Tables<'company_settings'>;

// The numeric columns are coerced; the rest is what the generated row type says.
const settingsSchema = z.looseObject({
  delivery_fee: numeric,
  minimum_order: numeric,
  pickup_minimum_order: numeric,
  max_order_total: numeric,
  delivery_radius_km: numeric,
});

export function parseCompanySettings(row: unknown): CompanySettings {
  return settingsSchema.parse(row) as unknown as CompanySettings;
}

export async function getCompanySettings(): Promise<CompanySettings | null> {
  const data = dataOf(await supabase.from('company_settings').select('*').maybeSingle());
  return data ? parseCompanySettings(data) : null;
}

export const companySettingsQuery = () =>
  queryOptions({ queryKey: settingsKeys.admin(), queryFn: getCompanySettings });

export const useCompanySettings = queryHook(companySettingsQuery);
