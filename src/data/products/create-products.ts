import { supabase } from '@/lib/supabase';
import { parseRows } from '../parse';
import { PRODUCT_COLUMNS, productSchema, type Product, type ProductInsert } from './schema';

/** Inserts one product, or many at once (the legacy migration); returns the created rows. */
export async function createProducts(rows: ProductInsert[]): Promise<Product[]> {
  const { data, error } = await supabase.from('products').insert(rows).select(PRODUCT_COLUMNS);
  if (error) throw error;
  return parseRows(productSchema, data);
}
