import { useState } from 'react';
import { SoldOutSheet } from '@/components/sold-out/sold-out-sheet';
import {
  reactivateAllFeedback,
  soldOutToggleFeedback,
} from '@/components/sold-out/sold-out-feedback';
import { useAvailabilitySheet } from '@/data/availability/use-availability-sheet';

/**
 * The kitchen's "Esgotados": the shared sheet, with the menu read while it is open (the kitchen
 * has no realtime on the menu, so opening it reads the current state).
 */
export function KitchenSoldOut() {
  const [open, setOpen] = useState(false);
  const sheet = useAvailabilitySheet(open, {
    toggle: soldOutToggleFeedback,
    reactivateAll: reactivateAllFeedback,
  });

  return (
    <SoldOutSheet
      open={open}
      onOpenChange={setOpen}
      size="lg"
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
