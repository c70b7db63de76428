import { useShopStatus } from '@/data/shop-status/get-shop-status';
import { useCompanySettings } from '@/data/settings/get-company-settings';
import { usePauseOrders } from '@/data/settings/pause-orders';
import { panelStatusLabel } from '@/domain/shop-status';
import { toast } from '@/lib/toast';
import { useNow } from '@/lib/use-now';

const PAUSE_FAILED = 'Não foi possível pausar os pedidos. Tente novamente.';
const RESUME_FAILED = 'Não foi possível reabrir os pedidos. Tente novamente.';

/** The shop's status as the panel shows it ("Pausado · 24 min"), and the pause mutation. */
export function useShopPause() {
  const status = useShopStatus();
  const settings = useCompanySettings();
  const pause = usePauseOrders({
    onError: (_error, length) =>
      toast.error('Erro', { description: length === null ? RESUME_FAILED : PAUSE_FAILED }),
  });
  const now = useNow(10_000);
  const state = status.data;
  // The clock ticks every 10 s; a fresh answer is at least as recent.
  const at = Math.max(now, status.dataUpdatedAt);
  const label = state
    ? panelStatusLabel(state, at, settings.data?.timezone ?? 'America/Sao_Paulo')
    : null;
  return { state, label, pause };
}
