import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { MutationOptions } from '../mutation';
import { optionKeys } from '../options/keys';
import { productKeys } from '../products/keys';

export type ItemKind = 'product' | 'option';
/** 'tomorrow': back at the next business day's start; 'manual': until switched back; null: on sale. */
export type SoldOutUntil = 'tomorrow' | 'manual' | null;

export interface AvailabilityChange {
  kind: ItemKind;
  id: string;
  until: SoldOutUntil;
  /** For the caller's feedback only. */
  name: string;
}

/** set_availability: returns the instant the item comes back ('infinity', or null when on sale). */
export async function setAvailability({ kind, id, until }: AvailabilityChange) {
  const { data, error } = await supabase.rpc('set_availability', {
    p_kind: kind,
    p_id: id,
    ...(until ? { p_until: until } : {}),
  });
  if (error) throw error;
  return data as string | null;
}

/** Invalidates products and complementos: a product's sold-out state follows its options. */
export async function invalidateMenu(queryClient: ReturnType<typeof useQueryClient>) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: productKeys.all }),
    queryClient.invalidateQueries({ queryKey: optionKeys.all }),
  ]);
}

/** The one-tap Esgotado (owner, attendant, kitchen). */
export function useSetAvailability({
  onSettled,
  ...options
}: MutationOptions<string | null, AvailabilityChange> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAvailability,
    ...options,
    onSettled: async (...args) => {
      await invalidateMenu(queryClient);
      await onSettled?.(...args);
    },
  });
}
