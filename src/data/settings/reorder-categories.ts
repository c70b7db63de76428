import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { CompanySettings } from './get-company-settings';
import { settingsKeys } from './keys';

const MUTATION = 'reorder-categories';

/** Saves the menu's categories in this order (reorder_categories, staff only); returns what was saved. */
export async function reorderCategories(names: string[]): Promise<string[]> {
  const { data, error } = await supabase.rpc('reorder_categories', { names });
  if (error) throw error;
  return data;
}

/** Moving a category up or down: the menu shows the new order at once, and goes back if it fails. */
export function useReorderCategories({ onError }: { onError: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  const key = settingsKeys.admin();
  return useMutation({
    mutationKey: [MUTATION],
    mutationFn: reorderCategories,
    onMutate: async (names) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<CompanySettings | null>(key);
      queryClient.setQueryData<CompanySettings | null>(key, (settings) =>
        settings ? { ...settings, category_order: names } : settings,
      );
      return { previous };
    },
    onError: (error, _names, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      onError(error);
    },
    // Quick presses: a refetch between two saves would show the first one's order for a moment.
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: [MUTATION] }) <= 1)
        void queryClient.invalidateQueries({ queryKey: settingsKeys.all });
    },
  });
}
