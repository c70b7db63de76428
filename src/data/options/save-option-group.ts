import { supabase } from '@/lib/supabase';
import type { OptionPricing } from '@/domain/options';
import { useCacheMutation, type MutationOptions } from '../mutation';
import { optionKeys } from './keys';
import { dataOf } from '../query';

export interface OptionGroupInput {
  /** Absent for a new group. */
  id?: string;
  name: string;
  min_select: number;
  max_select: number;
  pricing: OptionPricing;
  /** The group whose chosen option sets these options' prices (null: their own prices). */
  depends_on_group_id: string | null;
  /** In the order to show them; an option without id is new, one left out is removed. */
  options: Array<{
    id?: string;
    name: string;
    price: number;
    max_quantity: number;
    is_available: boolean;
    /** Its price per option of `depends_on_group_id`; one left out keeps `price`. */
    prices: Array<{ depends_on_option_id: string; price: number }>;
  }>;
}

/**
 * Creates or changes a group and replaces its options, in one transaction; returns its id. The
 * input's fields are the function's arguments, but for the group's id (group_id, absent when new).
 */
export async function saveOptionGroup({
  id,
  depends_on_group_id,
  ...group
}: OptionGroupInput): Promise<string> {
  return dataOf(
    await supabase.rpc('save_option_group', {
      ...group,
      depends_on_group_id: depends_on_group_id ?? undefined,
      group_id: id || undefined,
    }),
  );
}

/** Saving a group: the form stays open to try again after a failure. */
export function useSaveOptionGroup(options: MutationOptions<string, OptionGroupInput> = {}) {
  return useCacheMutation(saveOptionGroup, options, {
    invalidates: [optionKeys.all],
    after: 'settled',
  });
}
