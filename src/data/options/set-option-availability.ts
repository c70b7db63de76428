import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { NotFoundError } from '../errors';
import type { AdminOptionGroup } from './get-option-groups';
import { optionKeys } from './keys';
import { patchOption } from './patch';
import { OPTION_COLUMNS, optionSchema, type OptionRow } from './schema';

/** Marks an option esgotado (false) or back on sale (true). */
export async function setOptionAvailability(id: string, isAvailable: boolean): Promise<OptionRow> {
  const { data, error } = await supabase
    .from('options')
    .update({ is_available: isAvailable })
    .eq('id', id)
    .select(OPTION_COLUMNS)
    .maybeSingle();
  if (error) throw error;
  if (!data) throw new NotFoundError('Opção não encontrada. Atualize a página.');
  return optionSchema.parse(data);
}

export interface OptionAvailabilityFeedback {
  onSuccess: (option: OptionRow) => void;
  onError: (error: unknown) => void;
}

/** The one-tap esgotado switch: optimistic, persisted, rolled back on failure. */
export function useSetOptionAvailability(feedback: OptionAvailabilityFeedback) {
  const queryClient = useQueryClient();
  const key = optionKeys.groups();
  return useMutation({
    mutationFn: ({ id, isAvailable }: { id: string; isAvailable: boolean }) =>
      setOptionAvailability(id, isAvailable),
    onMutate: async ({ id, isAvailable }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<AdminOptionGroup[]>(key);
      queryClient.setQueryData<AdminOptionGroup[]>(key, (groups) =>
        groups ? patchOption(groups, { id, is_available: isAvailable }) : groups,
      );
      return { previous };
    },
    onSuccess: feedback.onSuccess,
    onError: (error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      feedback.onError(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: optionKeys.all }),
  });
}
