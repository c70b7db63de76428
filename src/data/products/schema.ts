import * as z from '../guard';
import type { Tables, TablesInsert, TablesUpdate } from '@/lib/database.types';
import { numeric } from '../parse';

/** A product as every screen reads it (the admin's lists and the storefront's menu). */
export type Product = Pick<
  Tables<'products'>,
  | 'id'
  | 'name'
  | 'description'
  | 'price'
  | 'image_url'
  | 'category'
  | 'is_available'
  | 'sort_order'
  | 'is_featured'
  | 'created_at'
> &
  Partial<Availability>;
/**
 * Esgotado and stock (docs/ordering-rules.md): optional in the type, since realtime rows and older
 * fixtures lack them; `sold_out` is the server's reading of them now (a computed field).
 */
export type Availability = Pick<
  Tables<'products'>,
  'unavailable_until' | 'stock_quantity' | 'allow_oversell' | 'sold_out'
>;
/** A product as the storefront reads it: whether it offers complementos (its card opens a sheet). */
export type StorefrontProduct = Product & { has_options: boolean };
/** What the storefront's cards show of a product. */
export type MenuProduct = Pick<
  Product,
  'id' | 'name' | 'description' | 'price' | 'image_url' | 'category'
> & { has_options?: boolean; is_featured?: boolean; sold_out?: boolean | null };
export type ProductInsert = TablesInsert<'products'>;
export type ProductUpdate = TablesUpdate<'products'>;

export const PRODUCT_COLUMNS =
  'id, name, description, price, image_url, category, is_available, sort_order, is_featured, created_at, unavailable_until, stock_quantity, allow_oversell, sold_out';

export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.nullable(z.string()),
  price: numeric,
  image_url: z.nullable(z.string()),
  category: z.string(),
  is_available: z.boolean(),
  sort_order: numeric,
  is_featured: z.boolean(),
  created_at: z.string(),
  unavailable_until: z.optional(z.nullable(z.string())),
  stock_quantity: z.optional(z.nullable(numeric)),
  allow_oversell: z.optional(z.boolean()),
  // Absent from realtime rows: the refetch that follows brings it.
  sold_out: z.optional(z.nullable(z.boolean())),
}) satisfies z.Schema<Product>;

/** The storefront's row: the product and the ids of the groups it offers, read as a flag. */
export const storefrontProductSchema = z.pipe(
  z.extend(productSchema, {
    product_option_groups: z.optional(z.array(z.object({ group_id: z.string() }))),
  }),
  z.transform(({ product_option_groups, ...product }): StorefrontProduct => ({
    ...product,
    has_options: (product_option_groups?.length ?? 0) > 0,
  })),
);

/** The menu's order: category, then the shop's order, then name. */
export function sortForMenu<T extends Pick<Product, 'category' | 'sort_order' | 'name'>>(
  products: readonly T[],
): T[] {
  return [...products].sort(
    (a, b) =>
      a.category.localeCompare(b.category, 'pt-BR') ||
      a.sort_order - b.sort_order ||
      a.name.localeCompare(b.name, 'pt-BR'),
  );
}

/** Products grouped by category, categories in order of first appearance. */
export function groupByCategory<T extends Pick<Product, 'category'>>(
  products: readonly T[],
): Array<{ category: string; products: T[] }> {
  const groups = new Map<string, T[]>();
  for (const product of products) {
    const list = groups.get(product.category) ?? [];
    list.push(product);
    groups.set(product.category, list);
  }
  return [...groups].map(([category, list]) => ({ category, products: list }));
}
