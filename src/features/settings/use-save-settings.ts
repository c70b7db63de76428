import {
  useUpdateCompanySettings,
  type CompanySettingsPatch,
} from '@/data/settings/update-company-settings';
import { toast } from '@/lib/toast';

export interface SavedMessage {
  title: string;
  description?: string;
}

export interface SaveSettingsInput {
  patch: CompanySettingsPatch;
  /** The success toast (the words differ per screen); none when null. */
  success: SavedMessage | null;
}

/** The settings screens' one save; failures get the default error toast ('Erro'). */
export function useSaveSettings() {
  return useUpdateCompanySettings<SaveSettingsInput>({
    onSuccess: (_row, { success }) => {
      if (success) toast.success(success.title, { description: success.description });
    },
  });
}
