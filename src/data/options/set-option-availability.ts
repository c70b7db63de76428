import { supabase } from '@/lib/supabase';
import { AppError } from '@/lib/errors';
import { useCacheMutation, type MutationOptions } from '../mutation';
import type { OptimisticContext } from '../optimistic';
import type { AdminOptionGroup } from './get-option-groups';
import { optionKeys } from './keys';
import { patchOption } from './patch';
import { OPTION_COLUMNS, optionSchema, type OptionRow } from './schema';
import { dataOf } from '../query';

/** Marks an option esgotado (false) or back on sale (true). */
export async function setOptionAvailability(id: string, isAvailable: boolean): Promise<OptionRow> {
  const data = dataOf(
    await supabase
      .from('options')
      .update({ is_available: isAvailable })
      .eq('id', id)
      .select(OPTION_COLUMNS)
      .maybeSingle(),
  );
  if (!data) throw new AppError('option_not_found');
  return optionSchema.parse(data);
}

export interface OptionAvailabilityInput {
  id: string;
  isAvailable: boolean;
}

/** The one-tap esgotado switch: optimistic, persisted, rolled back on failure. */
export function useSetOptionAvailability(
  options: MutationOptions<
    OptionRow,
    OptionAvailabilityInput,
    OptimisticContext<AdminOptionGroup[]>
  > = {},
) {
  const save = ({ id, isAvailable }: OptionAvailabilityInput) =>
    setOptionAvailability(id, isAvailable);
  return useCacheMutation(save, options, {
    optimistic: {
      queryKey: optionKeys.groups(),
      change: (groups: AdminOptionGroup[], { id, isAvailable }) =>
        patchOption(groups, { id, is_available: isAvailable }),
    },
    invalidates: [optionKeys.all],
    after: 'settled',
  });
}
