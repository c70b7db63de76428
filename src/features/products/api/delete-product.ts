import { supabase } from '@/lib/supabase';

/** Deletes a product; fails when nothing was deleted (RLS or an id that is already gone). */
export async function deleteProduct(id: string): Promise<void> {
  const { data, error } = await supabase.from('products').delete().eq('id', id).select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error('Produto não encontrado');
}
