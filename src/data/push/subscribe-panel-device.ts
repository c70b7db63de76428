import { AppError } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { PANEL_WORKER, subscribeThisDevice } from '@/lib/web-push';
import { useCacheMutation, type MutationOptions } from '../mutation';
import { pushKeys } from './keys';

/** Subscribes this browser for new orders (owner, attendant: the server decides). */
export async function subscribePanelDevice(): Promise<string> {
  const subscription = await subscribeThisDevice(PANEL_WORKER);
  const { error } = await supabase.rpc('subscribe_push', { subscription: { ...subscription } });
  if (error) {
    if (error.details === 'forbidden') throw new AppError('push_not_allowed', { cause: error });
    throw error;
  }
  return subscription.endpoint;
}

export function useSubscribePanelDevice(options: MutationOptions<string, void> = {}) {
  return useCacheMutation(subscribePanelDevice, options, {
    apply: (queryClient, endpoint) =>
      queryClient.setQueryData(pushKeys.thisDevice(PANEL_WORKER.scope), endpoint),
    invalidates: [pushKeys.devices()],
  });
}
