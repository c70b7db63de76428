import { supabase } from '@/lib/supabase';
import { parseRows } from '../parse';
import { PRODUCT_COLUMNS, productSchema, type Product, type ProductInsert } from './schema';
import { dataOf } from '../query';

/** Inserts one product, or many at once (the legacy migration); returns the created rows. */
export async function createProducts(rows: ProductInsert[]): Promise<Product[]> {
  const data = dataOf(await supabase.from('products').insert(rows).select(PRODUCT_COLUMNS));
  return parseRows(productSchema, data);
}
