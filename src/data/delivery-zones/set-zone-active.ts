import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { userMessage } from '../errors';
import { deliveryZoneKeys } from './keys';
import type { DeliveryZone } from './schema';
import { updateDeliveryZone } from './save-delivery-zones';

/** The active switch: optimistic, persisted, rolled back on failure (with its own toast: this
 * mutation handles its error). */
export function useSetZoneActive() {
  const queryClient = useQueryClient();
  const key = deliveryZoneKeys.list('admin');
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      updateDeliveryZone(id, { is_active: isActive }),
    onMutate: async ({ id, isActive }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<DeliveryZone[]>(key);
      queryClient.setQueryData<DeliveryZone[]>(key, (zones) =>
        zones?.map((zone) => (zone.id === id ? { ...zone, is_active: isActive } : zone)),
      );
      return { previous };
    },
    onError: (error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error('Erro', { description: userMessage(error) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryZoneKeys.all }),
  });
}
