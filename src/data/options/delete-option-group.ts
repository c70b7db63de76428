import { AppError } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { useCacheMutation, type MutationOptions } from '../mutation';
import { optionKeys } from './keys';
import { dataOf } from '../query';

/** Deletes a group, its options and its links to products (orders keep their own copy). */
export async function deleteOptionGroup(id: string): Promise<void> {
  const data = dataOf(await supabase.from('option_groups').delete().eq('id', id).select('id'));
  if (data.length === 0) throw new AppError('option_group_not_found');
}

export function useDeleteOptionGroup(options: MutationOptions<void, string> = {}) {
  return useCacheMutation(deleteOptionGroup, options, {
    invalidates: [optionKeys.all],
    after: 'settled',
  });
}
