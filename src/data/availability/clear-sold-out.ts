import { supabase } from '@/lib/supabase';
import { useCacheMutation, type MutationOptions } from '../mutation';
import { MENU_KEYS } from './set-availability';
import { dataOf } from '../query';

/** "Reativar todos": every item marked esgotado back on sale; answers how many came back. */
export async function clearSoldOut(): Promise<number> {
  const data = dataOf(await supabase.rpc('clear_sold_out'));
  return data;
}

export function useClearSoldOut(options: MutationOptions<number, void> = {}) {
  return useCacheMutation(clearSoldOut, options, { invalidates: MENU_KEYS, after: 'settled' });
}
