import { useCacheMutation, type MutationOptions } from '../mutation';
import type { OptimisticContext } from '../optimistic';
import type { AdminOptionGroup } from './get-option-groups';
import { optionKeys } from './keys';
import { patchOption } from './patch';
import { OPTION_COLUMNS, optionSchema, type OptionRow } from './schema';
import { updateRow } from '../update-row';

/** Marks an option esgotado (false) or back on sale (true). */
export async function setOptionAvailability(id: string, isAvailable: boolean): Promise<OptionRow> {
  return updateRow(
    'options',
    id,
    { is_available: isAvailable },
    { columns: OPTION_COLUMNS, schema: optionSchema, notFound: 'option_not_found' },
  );
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
