import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { MutationOptions } from '../mutation';
import { invalidateMenu } from './set-availability';

/** "Reativar todos": every item marked esgotado back on sale; answers how many came back. */
export async function clearSoldOut(): Promise<number> {
  const { data, error } = await supabase.rpc('clear_sold_out');
  if (error) throw error;
  return data;
}

export function useClearSoldOut({ onSettled, ...options }: MutationOptions<number, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearSoldOut,
    ...options,
    onSettled: async (...args) => {
      await invalidateMenu(queryClient);
      await onSettled?.(...args);
    },
  });
}
