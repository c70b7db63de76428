import { supabase } from '@/lib/supabase';
import { PANEL_WORKER, thisDeviceEndpoint, unsubscribeThisDevice } from '@/lib/web-push';
import { useCacheMutation, type MutationOptions } from '../mutation';
import { pushKeys } from './keys';
import { assertOk } from '../query';

/** Stops a device of the signed-in account; this browser's own also ends its subscription. */
export async function removePushDevice(endpoint: string): Promise<void> {
  if ((await thisDeviceEndpoint(PANEL_WORKER).catch(() => null)) === endpoint) {
    await unsubscribeThisDevice(PANEL_WORKER);
  }
  assertOk(await supabase.rpc('unsubscribe_push', { p_endpoint: endpoint }));
}

export function useRemovePushDevice(options: MutationOptions<void, string> = {}) {
  return useCacheMutation(removePushDevice, options, { invalidates: [pushKeys.all] });
}
