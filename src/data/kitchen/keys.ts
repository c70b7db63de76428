// Query keys of the kitchen's queue (get_kitchen_queue): the kitchen cannot read the orders table,
// so its queue has its own keys, outside orderKeys.
export const kitchenKeys = {
  all: ['kitchen'] as const,
  queue: () => [...kitchenKeys.all, 'queue'] as const,
};
