import { toast } from '@/lib/toast';
import { useClearSoldOut } from '@/data/availability/clear-sold-out';
import { useSetAvailability } from '@/data/availability/set-availability';
import { useSetStock } from '@/data/availability/set-stock';
import {
  availabilityFailed,
  reactivateAllFeedback,
  soldOutToggleFeedback,
} from '@/components/sold-out/sold-out-feedback';

/** Esgotado (até amanhã / até reativar) or back on sale, with the feedback where the eye is. */
export function useSoldOutToggle() {
  return useSetAvailability(soldOutToggleFeedback);
}

export function useStockSave(onSaved: () => void) {
  return useSetStock({
    onSuccess: (_data, { name }) => {
      toast.success('Estoque salvo', { description: name });
      onSaved();
    },
    onError: availabilityFailed,
  });
}

export function useReactivateAll() {
  return useClearSoldOut(reactivateAllFeedback);
}
