import { supabase } from '@/lib/supabase';
import { PANEL_WORKER, thisDeviceEndpoint, unsubscribeThisDevice } from '@/lib/web-push';
import { useCacheMutation, type MutationOptions } from '../mutation';
import { pushKeys } from './keys';

/** Stops a device of the signed-in account; this browser's own also ends its subscription. */
export async function removePushDevice(endpoint: string): Promise<void> {
  if ((await thisDeviceEndpoint(PANEL_WORKER).catch(() => null)) === endpoint) {
    await unsubscribeThisDevice(PANEL_WORKER);
  }
  const { error } = await supabase.rpc('unsubscribe_push', { p_endpoint: endpoint });
  if (error) throw error;
}

export function useRemovePushDevice(options: MutationOptions<void, string> = {}) {
  return useCacheMutation(removePushDevice, options, { invalidates: [pushKeys.all] });
}
