import * as z from '../guard';
import type { Tables } from '@/lib/database.types';
import type { OptionPricing } from '@/domain/options';
import { numeric } from '../parse';

/** One choice of a group (a flavour, a size, an extra). */
export type OptionRow = Pick<
  Tables<'options'>,
  'id' | 'group_id' | 'name' | 'price' | 'max_quantity' | 'is_available' | 'sort_order'
> &
  Partial<
    Pick<Tables<'options'>, 'unavailable_until' | 'stock_quantity' | 'allow_oversell' | 'sold_out'>
  > & {
    /** Its price per option of the group its group depends on (option id → price). */
    prices?: Readonly<Record<string, number>>;
  };

/** A group of complementos with its options, in the order the menu shows them. */
export type OptionGroup = Omit<
  Pick<
    Tables<'option_groups'>,
    'id' | 'name' | 'min_select' | 'max_select' | 'pricing' | 'sort_order'
  >,
  'pricing'
> &
  Partial<Pick<Tables<'option_groups'>, 'depends_on_group_id'>> & {
    pricing: OptionPricing;
    options: OptionRow[];
  };

// option_prices has two keys to options: embed it through the option it prices.
export const OPTION_COLUMNS =
  'id, group_id, name, price, max_quantity, is_available, sort_order, unavailable_until, stock_quantity, allow_oversell, sold_out, option_prices!option_prices_option_id_fkey(depends_on_option_id, price)';
export const GROUP_COLUMNS =
  'id, name, min_select, max_select, pricing, sort_order, depends_on_group_id';

const optionRowSchema = z.object({
  id: z.string(),
  group_id: z.string(),
  name: z.string(),
  price: numeric,
  max_quantity: numeric,
  is_available: z.boolean(),
  sort_order: numeric,
  unavailable_until: z.optional(z.nullable(z.string())),
  stock_quantity: z.optional(z.nullable(numeric)),
  allow_oversell: z.optional(z.boolean()),
  // Absent from realtime rows: the refetch that follows brings it.
  sold_out: z.optional(z.nullable(z.boolean())),
  // Absent from realtime rows too.
  option_prices: z.optional(
    z.array(z.object({ depends_on_option_id: z.string(), price: numeric })),
  ),
});

export const optionSchema = z.pipe(
  optionRowSchema,
  z.transform(({ option_prices, ...row }): OptionRow => ({
    ...row,
    ...(option_prices
      ? {
          prices: Object.fromEntries(
            option_prices.map((cell) => [cell.depends_on_option_id, cell.price]),
          ),
        }
      : {}),
  })),
);

/** The order the server stores choices in: sort order, then name. */
export function byMenuOrder<T extends { sort_order: number; name: string }>(a: T, b: T): number {
  return a.sort_order - b.sort_order || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}

export const optionGroupSchema = z.pipe(
  z.object({
    id: z.string(),
    name: z.string(),
    min_select: numeric,
    max_select: numeric,
    pricing: z.enum(['sum', 'max', 'average']),
    sort_order: numeric,
    depends_on_group_id: z.optional(z.nullable(z.string())),
    options: z.array(optionSchema),
  }),
  z.transform((group): OptionGroup => ({
    ...group,
    depends_on_group_id: group.depends_on_group_id ?? null,
    options: [...group.options].sort(byMenuOrder),
  })),
);
