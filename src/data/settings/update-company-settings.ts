import type { TablesUpdate } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { AppError } from '@/lib/errors';
import { useCacheMutation, type MutationOptions } from '../mutation';
import { parseCompanySettings, type CompanySettings } from './get-company-settings';
import { settingsKeys } from './keys';

export type CompanySettingsPatch = TablesUpdate<'company_settings'>;

/** Creating the settings row without a number (logged; the owner reads the failed save). */
const WHATSAPP_REQUIRED_ON_CREATE = 'WhatsApp number is required';

/**
 * Saves part of the shop's one settings row (id 1); creates the row when the shop has none yet,
 * which needs a WhatsApp number. Returns the saved row.
 */
export async function updateCompanySettings(patch: CompanySettingsPatch): Promise<CompanySettings> {
  const { data, error } = await supabase
    .from('company_settings')
    .update(patch)
    .eq('id', 1)
    .select('*')
    .maybeSingle();
  if (error) {
    console.error('Error saving company settings', error);
    throw new AppError('save_settings_failed', { cause: error });
  }
  if (data) return parseCompanySettings(data);

  if (!patch.whatsapp_number) {
    console.error(WHATSAPP_REQUIRED_ON_CREATE);
    throw new AppError('save_settings_failed');
  }
  const created = await supabase
    .from('company_settings')
    .insert({ ...patch, id: 1, whatsapp_number: patch.whatsapp_number })
    .select('*')
    .single();
  if (created.error) {
    console.error('Error creating company settings', created.error);
    throw new AppError('save_settings_failed', { cause: created.error });
  }
  return parseCompanySettings(created.data);
}

/**
 * The settings screens' one save. Its variables hold the patch and whatever the caller's callbacks
 * need beside it (the screens' success messages).
 */
export function useUpdateCompanySettings<
  TVariables extends { patch: CompanySettingsPatch } = { patch: CompanySettingsPatch },
>(options: MutationOptions<CompanySettings, TVariables> = {}) {
  return useCacheMutation(({ patch }: TVariables) => updateCompanySettings(patch), options, {
    apply: (queryClient, settings) => queryClient.setQueryData(settingsKeys.admin(), settings),
    invalidates: [settingsKeys.all],
  });
}
