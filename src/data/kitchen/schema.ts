import * as z from '../guard';
import type { Database } from '@/lib/database.types';
import { lenientArray } from '../parse';

type KitchenQueueRow = Database['public']['Functions']['get_kitchen_queue']['Returns'][number];

const ticketOptionSchema = z.object({
  group: z.nullish(z.string()),
  name: z.string(),
  quantity: z.nullish(z.number()),
});

const ticketItemSchema = z.object({
  name: z.string(),
  quantity: z.number(),
  notes: z.optional(z.string()),
  options: z._default(z.array(ticketOptionSchema), []),
});

/** One accepted order as the kitchen reads it: what to cook, never who, where or how much. */
export const kitchenTicketSchema = z.object({
  id: z.string(),
  order_number: z.string(),
  fulfillment: z.enum(['delivery', 'pickup']),
  notes: z.nullable(z.string()),
  items: lenientArray(ticketItemSchema),
  created_at: z.string(),
  /** When the order was accepted (its 'processing' event); null for an order without one. */
  accepted_at: z.nullable(z.string()),
  /** A scheduled order's slot start; null for an order as soon as possible. */
  scheduled_for: z.nullable(z.string()),
  /** When it joined the kitchen's queue: accepted and, if scheduled, released (its clock). */
  queued_at: z.nullable(z.string()),
}) satisfies z.Schema<{ [K in keyof KitchenQueueRow]: unknown }>;

export type KitchenTicket = z.Infer<typeof kitchenTicketSchema>;
export type KitchenTicketItem = KitchenTicket['items'][number];
