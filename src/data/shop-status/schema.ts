import * as z from '../guard';
import type { Database } from '@/lib/database.types';

/** A row of get_shop_status as the generated types describe it. */
export type ShopStatusRow = Database['public']['Functions']['get_shop_status']['Returns'][number];

export type ShopStatusReason = 'open' | 'paused' | 'outside_hours';

/**
 * Whether the shop takes orders now. Instants are epoch milliseconds; a pause until reopened by hand
 * ('infinity' in the database) is Infinity.
 */
export interface ShopStatus {
  isOpen: boolean;
  reason: ShopStatusReason;
  pausedUntil: number | null;
  nextOpenAt: number | null;
  closesAt: number | null;
}

/** A timestamptz as PostgREST sends it ('infinity' included), as epoch ms; null stays null. */
const instant = z.pipe(
  z.nullable(z.string()),
  z.transform((value, fail) => {
    if (value === null) return null;
    if (value === 'infinity') return Number.POSITIVE_INFINITY;
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? fail(`not an instant: ${value}`) : ms;
  }),
);

export const shopStatusSchema = z.pipe(
  z.object({
    is_open: z.boolean(),
    reason: z.enum(['open', 'paused', 'outside_hours']),
    paused_until: instant,
    next_open_at: instant,
    closes_at: instant,
  }) satisfies z.Schema<{ [K in keyof ShopStatusRow]: unknown }>,
  z.transform((row): ShopStatus => ({
    isOpen: row.is_open,
    reason: row.reason,
    pausedUntil: row.paused_until,
    nextOpenAt: row.next_open_at,
    closesAt: row.closes_at,
  })),
);

/** Without hours and without a pause the shop is open (what the server answers then). */
export const OPEN_STATUS: ShopStatus = {
  isOpen: true,
  reason: 'open',
  pausedUntil: null,
  nextOpenAt: null,
  closesAt: null,
};
