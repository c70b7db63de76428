import type { MovementKind } from '@/domain/cash-register/session';
import { supabase } from '@/lib/supabase';
import { useCacheMutation, type MutationOptions } from '../mutation';
import { cashRegisterKeys } from './keys';
import { assertOk } from '../query';

export interface CashMovementInput {
  kind: MovementKind;
  amount: number;
  reason: string;
}

/** A suprimento (deposit) or sangria (withdrawal) in the open session. */
export async function addCashMovement(input: CashMovementInput): Promise<void> {
  assertOk(await supabase.rpc('add_cash_movement', input));
}

export function useAddCashMovement(options: MutationOptions<void, CashMovementInput> = {}) {
  return useCacheMutation(addCashMovement, options, { invalidates: [cashRegisterKeys.current()] });
}
