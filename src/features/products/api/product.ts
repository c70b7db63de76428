import type { Database } from '@/lib/database.types';

export type ProductRow = Database['public']['Tables']['products']['Row'];
export type ProductInsert = Database['public']['Tables']['products']['Insert'];
export type ProductUpdate = Database['public']['Tables']['products']['Update'];

export type Product = Pick<
  ProductRow,
  'id' | 'name' | 'description' | 'price' | 'image_url' | 'category' | 'is_available' | 'created_at'
>;

export const PRODUCT_COLUMNS =
  'id, name, description, price, image_url, category, is_available, created_at';

/** numeric columns arrive from PostgREST as numbers or strings depending on the server. */
export function toProduct(row: Product): Product {
  return { ...row, price: Number(row.price) };
}
