import { PRODUCT_COLUMNS, productSchema, type Product, type ProductUpdate } from './schema';
import { updateRow } from '../update-row';

/** Changes a product; fails when nothing changed (RLS, or an id that is already gone). */
export async function updateProduct(id: string, changes: ProductUpdate): Promise<Product> {
  return updateRow('products', id, changes, {
    columns: PRODUCT_COLUMNS,
    schema: productSchema,
    notFound: 'product_not_found',
  });
}
