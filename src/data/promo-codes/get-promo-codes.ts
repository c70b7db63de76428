import { queryOptions } from '@tanstack/react-query';
import * as z from '../guard';
import type { Tables } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { numeric, parseRows } from '../parse';
import { promoCodeKeys } from './keys';
import { queryHook, dataOf } from '../query';

export type PromoCode = Tables<'promo_codes'>;

const promoCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  discount: numeric,
  type: z.string(),
  expires_at: z.nullable(z.string()),
  max_uses: numeric,
  current_uses: numeric,
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
}) satisfies z.Schema<PromoCode>;

export async function getPromoCodes(): Promise<PromoCode[]> {
  const data = dataOf(
    await supabase
      .from('promo_codes')
      .select(
        'id, code, discount, type, expires_at, max_uses, current_uses, active, created_at, updated_at',
      )
      .order('created_at', { ascending: false }),
  );
  return parseRows(promoCodeSchema, data);
}

export const promoCodesQuery = () =>
  queryOptions({ queryKey: promoCodeKeys.lists(), queryFn: getPromoCodes });

export const usePromoCodes = queryHook(promoCodesQuery);
