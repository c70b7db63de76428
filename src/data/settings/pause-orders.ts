import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { shopStatusKeys } from '../shop-status/keys';
import { settingsKeys } from './keys';
import { updateCompanySettings } from './update-company-settings';

/** How long a pause lasts: minutes from now, or until someone reopens by hand. */
export type PauseLength = number | 'until-reopened';

/** The paused_until a pause writes (an ISO instant, or 'infinity'). */
export function pausedUntil(length: PauseLength, now: number): string {
  return length === 'until-reopened' ? 'infinity' : new Date(now + length * 60_000).toISOString();
}

const PAUSE_FAILED = 'Não foi possível pausar os pedidos. Tente novamente.';
const RESUME_FAILED = 'Não foi possível reabrir os pedidos. Tente novamente.';

/**
 * Pauses new orders, or (null) takes them again: company_settings.paused_until, which place_order
 * and get_shop_status read, so every device and the storefront agree. Says itself when it fails.
 */
export function usePauseOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (length: PauseLength | null) =>
      updateCompanySettings({
        paused_until: length === null ? null : pausedUntil(length, Date.now()),
      }),
    onSuccess: (row) => queryClient.setQueryData(settingsKeys.admin(), row),
    onError: (_error, length) =>
      toast.error('Erro', { description: length === null ? RESUME_FAILED : PAUSE_FAILED }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: shopStatusKeys.all }),
        queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
      ]),
  });
}
