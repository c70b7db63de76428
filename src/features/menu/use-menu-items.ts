import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { menuItemsQuery } from './api/get-menu-items';
import { menuKeys } from './api/keys';

let channelSeq = 0;

/** The menu's items, live while mounted: realtime product changes and the local 'productsUpdated' event. */
export function useMenuItems() {
  const queryClient = useQueryClient();

  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries({ queryKey: menuKeys.all });
    // A fresh topic per mount: StrictMode remounts before the previous channel has left.
    const channel = supabase
      .channel(`admin-menu-${++channelSeq}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'products' }, refetch)
      .subscribe();
    window.addEventListener('productsUpdated', refetch);
    return () => {
      window.removeEventListener('productsUpdated', refetch);
      void supabase.removeChannel(channel);
    };
  }, [queryClient]);

  return useQuery(menuItemsQuery());
}
