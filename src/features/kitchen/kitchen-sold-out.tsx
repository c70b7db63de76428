import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SoldOutSheet } from '@/components/sold-out/sold-out-sheet';
import {
  reactivateAllFeedback,
  soldOutToggleFeedback,
} from '@/components/sold-out/sold-out-feedback';
import { useClearSoldOut } from '@/data/availability/clear-sold-out';
import { useSetAvailability } from '@/data/availability/set-availability';
import { optionGroupsQuery } from '@/data/options/get-option-groups';
import { productsQuery } from '@/data/products/get-products';
import { sortForMenu } from '@/data/products/schema';

/**
 * The kitchen's "Esgotados": the shared sheet, with the menu read while it is open (the kitchen
 * has no realtime on the menu, so opening it reads the current state).
 */
export function KitchenSoldOut() {
  const [open, setOpen] = useState(false);
  const products = useQuery({
    ...productsQuery(),
    select: sortForMenu,
    enabled: open,
    refetchOnMount: 'always',
  });
  const groups = useQuery({ ...optionGroupsQuery(), enabled: open, refetchOnMount: 'always' });
  const toggle = useSetAvailability(soldOutToggleFeedback);
  const reactivateAll = useClearSoldOut(reactivateAllFeedback);

  return (
    <SoldOutSheet
      open={open}
      onOpenChange={setOpen}
      size="lg"
      products={products.data}
      groups={groups.data}
      loading={products.isPending}
      busy={toggle.isPending || reactivateAll.isPending}
      onSet={(item, until) =>
        toggle.mutate({ kind: item.kind, id: item.id, until, name: item.name })
      }
      onReactivateAll={() => reactivateAll.mutate()}
    />
  );
}
