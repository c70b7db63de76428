import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationOptions } from '../mutation';
import { deliveryZoneKeys } from './keys';
import type { DeliveryZone } from './schema';
import { updateDeliveryZone } from './save-delivery-zones';

export interface ZoneActiveInput {
  id: string;
  isActive: boolean;
}

/** The active switch: optimistic, persisted, rolled back on failure. */
export function useSetZoneActive({
  onSettled,
  ...options
}: MutationOptions<DeliveryZone, ZoneActiveInput, { previous?: DeliveryZone[] }> = {}) {
  const queryClient = useQueryClient();
  const key = deliveryZoneKeys.list('admin');
  return useMutation({
    mutationFn: ({ id, isActive }: ZoneActiveInput) =>
      updateDeliveryZone(id, { is_active: isActive }),
    onMutate: async ({ id, isActive }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<DeliveryZone[]>(key);
      queryClient.setQueryData<DeliveryZone[]>(key, (zones) =>
        zones?.map((zone) => (zone.id === id ? { ...zone, is_active: isActive } : zone)),
      );
      return { previous };
    },
    ...options,
    onSettled: async (...args) => {
      const [, error, , context] = args;
      if (error && context?.previous) queryClient.setQueryData(key, context.previous);
      await queryClient.invalidateQueries({ queryKey: deliveryZoneKeys.all });
      await onSettled?.(...args);
    },
  });
}
