import { useCacheMutation, type MutationOptions } from '../mutation';
import { shopStatusKeys } from '../shop-status/keys';
import { settingsKeys } from './keys';
import type { CompanySettings } from './get-company-settings';
import { updateCompanySettings } from './update-company-settings';

/** How long a pause lasts: minutes from now, or until someone reopens by hand. */
export type PauseLength = number | 'until-reopened';

/** The paused_until a pause writes (an ISO instant, or 'infinity'). */
export function pausedUntil(length: PauseLength, now: number): string {
  return length === 'until-reopened' ? 'infinity' : new Date(now + length * 60_000).toISOString();
}

/**
 * Pauses new orders, or (null) takes them again: company_settings.paused_until, which place_order
 * and get_shop_status read, so every device and the storefront agree.
 */
export function usePauseOrders(options: MutationOptions<CompanySettings, PauseLength | null> = {}) {
  const pause = (length: PauseLength | null) =>
    updateCompanySettings({
      paused_until: length === null ? null : pausedUntil(length, Date.now()),
    });
  return useCacheMutation(pause, options, {
    apply: (queryClient, settings) => queryClient.setQueryData(settingsKeys.admin(), settings),
    invalidates: [shopStatusKeys.all, settingsKeys.all],
    after: 'settled',
  });
}
