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

/** Creates or changes a group and replaces its options, in one transaction; returns its id. */
export async function saveOptionGroup(input: OptionGroupInput): Promise<string> {
  const data = dataOf(
    await supabase.rpc('save_option_group', {
      name: input.name,
      min_select: input.min_select,
      max_select: input.max_select,
      pricing: input.pricing,
      options: input.options,
      depends_on_group_id: input.depends_on_group_id ?? undefined,
      ...(input.id ? { group_id: input.id } : {}),
    }),
  );
  return data;
}

/** Saving a group: the form stays open to try again after a failure. */
export function useSaveOptionGroup(options: MutationOptions<string, OptionGroupInput> = {}) {
  return useCacheMutation(saveOptionGroup, options, {
    invalidates: [optionKeys.all],
    after: 'settled',
  });
}
