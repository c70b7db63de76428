import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationOptions } from '../mutation';
import { optimistic, type OptimisticContext } from '../optimistic';
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
}: MutationOptions<DeliveryZone, ZoneActiveInput, OptimisticContext<DeliveryZone[]>> = {}) {
  const queryClient = useQueryClient();
  const update = optimistic(
    queryClient,
    deliveryZoneKeys.list('admin'),
    (zones: DeliveryZone[], { id, isActive }: ZoneActiveInput) =>
      zones.map((zone) => (zone.id === id ? { ...zone, is_active: isActive } : zone)),
  );
  return useMutation({
    mutationFn: ({ id, isActive }: ZoneActiveInput) =>
      updateDeliveryZone(id, { is_active: isActive }),
    onMutate: update.onMutate,
    ...options,
    onSettled: async (...args) => {
      update.rollback(args[1], args[3]);
      await queryClient.invalidateQueries({ queryKey: deliveryZoneKeys.all });
      await onSettled?.(...args);
    },
  });
}
