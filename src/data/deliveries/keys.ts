// Query keys of the courier's screens. They start with the orders' root key, so the orders'
// realtime invalidation and every order mutation refresh them too.
import { orderKeys } from '../orders/keys';

export const deliveryKeys = {
  all: [...orderKeys.all, 'deliveries'] as const,
  /** One driver's open deliveries and those delivered since `since`. */
  mine: (driverId: string, since: string) => [...deliveryKeys.all, driverId, since] as const,
  /** get_driver_settlement for a driver and a day (yyyy-MM-dd). */
  settlement: (driverId: string, day: string) =>
    [...deliveryKeys.all, 'settlement', driverId, day] as const,
};
