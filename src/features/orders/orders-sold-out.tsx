import { useState } from 'react';
import { SoldOutSheet } from '@/components/sold-out/sold-out-sheet';
import {
  reactivateAllFeedback,
  soldOutToggleFeedback,
} from '@/components/sold-out/sold-out-feedback';
import { useAvailabilitySheet } from '@/data/availability/use-availability-sheet';

/**
 * "Esgotados" beside the order board's views: the shared sheet (as on /cozinha), the menu read
 * each time it opens.
 */
export function OrdersSoldOut() {
  const [open, setOpen] = useState(false);
  const sheet = useAvailabilitySheet(open, {
    toggle: soldOutToggleFeedback,
    reactivateAll: reactivateAllFeedback,
  });

  return (
    <SoldOutSheet
      open={open}
      onOpenChange={setOpen}
      products={sheet.products}
      groups={sheet.groups}
      loading={sheet.loading}
      busy={sheet.busy}
      onSet={(item, until) =>
        sheet.setAvailability({ kind: item.kind, id: item.id, until, name: item.name })
      }
      onReactivateAll={sheet.reactivateAll}
    />
  );
}
