import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { mirrorPromoCodes, type PromoCodeRow } from '../promotions/promo-schema';
import { promoCodeKeys } from './promo-codes-keys';

export async function getPromoCodes(): Promise<PromoCodeRow[]> {
  const { data, error } = await supabase
    .from('promo_codes')
    .select(
      'id, code, discount, type, expires_at, max_uses, current_uses, active, created_at, updated_at',
    )
    .order('created_at', { ascending: false });
  if (error) throw error;
  const rows = data.map((row) => ({ ...row, discount: Number(row.discount) }));
  mirrorPromoCodes(rows);
  return rows;
}

export const promoCodesQuery = () =>
  queryOptions({ queryKey: promoCodeKeys.lists(), queryFn: getPromoCodes });

export function usePromoCodes() {
  return useQuery(promoCodesQuery());
}
