import { useCacheMutation } from '../mutation';
import { supabase } from '@/lib/supabase';
import type { CompanySettings } from './get-company-settings';
import { settingsKeys } from './keys';
import { dataOf } from '../query';

/** Saves the menu's categories in this order (reorder_categories, staff only); returns what was saved. */
export async function reorderCategories(names: string[]): Promise<string[]> {
  const data = dataOf(await supabase.rpc('reorder_categories', { names }));
  return data;
}

/** Moving a category up or down: the menu shows the new order at once, and goes back if it fails. */
export function useReorderCategories({ onError }: { onError: (error: unknown) => void }) {
  return useCacheMutation(
    reorderCategories,
    { mutationKey: ['reorder-categories'], onError },
    {
      optimistic: {
        queryKey: settingsKeys.admin(),
        change: (settings: CompanySettings | null, names) =>
          settings ? { ...settings, category_order: names } : settings,
      },
      invalidates: [settingsKeys.all],
      after: 'settled',
      wait: false,
      lastOfKeyReads: true,
    },
  );
}
