import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MovementKind } from '@/domain/cash-register/session';
import { supabase } from '@/lib/supabase';
import type { MutationOptions } from '../mutation';
import { cashRegisterKeys } from './keys';

export interface CashMovementInput {
  kind: MovementKind;
  amount: number;
  reason: string;
}

/** A suprimento (deposit) or sangria (withdrawal) in the open session. */
export async function addCashMovement(input: CashMovementInput): Promise<void> {
  const { error } = await supabase.rpc('add_cash_movement', input);
  if (error) throw error;
}

export function useAddCashMovement({
  onSuccess,
  ...options
}: MutationOptions<void, CashMovementInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCashMovement,
    ...options,
    onSuccess: async (...args) => {
      const refreshed = queryClient.invalidateQueries({ queryKey: cashRegisterKeys.current() });
      await onSuccess?.(...args);
      await refreshed;
    },
  });
}
