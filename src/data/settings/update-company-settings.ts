import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TablesUpdate } from '@/lib/database.types';
import { toast } from '@/lib/toast';
import { supabase } from '@/lib/supabase';
import { UserFacingError } from '../errors';
import { parseCompanySettings, type CompanySettings } from './get-company-settings';
import { settingsKeys } from './keys';

export type CompanySettingsPatch = TablesUpdate<'company_settings'>;

/** Spec 8, "Settings save failure": the one message a failed save shows. */
export const SAVE_SETTINGS_FAILED = 'Erro ao salvar as configurações';
/** Spec 5: creating the settings row without a number. */
export const WHATSAPP_REQUIRED_ON_CREATE = 'WhatsApp number is required';

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
    throw new UserFacingError(SAVE_SETTINGS_FAILED, { cause: error });
  }
  if (data) return parseCompanySettings(data);

  if (!patch.whatsapp_number) {
    console.error(WHATSAPP_REQUIRED_ON_CREATE);
    throw new UserFacingError(SAVE_SETTINGS_FAILED);
  }
  const created = await supabase
    .from('company_settings')
    .insert({ ...patch, id: 1, whatsapp_number: patch.whatsapp_number })
    .select('*')
    .single();
  if (created.error) {
    console.error('Error creating company settings', created.error);
    throw new UserFacingError(SAVE_SETTINGS_FAILED, { cause: created.error });
  }
  return parseCompanySettings(created.data);
}

export interface SettingsToast {
  title: string;
  description?: string;
}

interface UpdateInput {
  patch: CompanySettingsPatch;
  /** The success toast (the spec's words differ per screen); none when null. */
  success: SettingsToast | null;
}

/** The settings screens' one save; failures get the default error toast ('Erro'). */
export function useUpdateCompanySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ patch }: UpdateInput) => updateCompanySettings(patch),
    onSuccess: (row, { success }) => {
      queryClient.setQueryData(settingsKeys.admin(), row);
      if (success) toast.success(success.title, { description: success.description });
      return queryClient.invalidateQueries({ queryKey: settingsKeys.all });
    },
  });
}
