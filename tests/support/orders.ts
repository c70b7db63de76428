// What the storefront sends to place_order, typed by the generated database types.
import type { Database } from '../../src/lib/database.types.ts';

export type PlaceOrderArgs = Database['public']['Functions']['place_order']['Args'];
