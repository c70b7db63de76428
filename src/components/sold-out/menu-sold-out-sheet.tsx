import { useState } from 'react';
import type { SoldOutChoice, SoldOutItem } from './sold-out-control';
import { reactivateAllFeedback, soldOutToggleFeedback } from './sold-out-feedback';
import { SoldOutSheet, type SoldOutSheetProps } from './sold-out-sheet';

type Feedback = {
  toggle: typeof soldOutToggleFeedback;
  reactivateAll: typeof reactivateAllFeedback;
};

/** The menu and the two changes an "Esgotados" sheet needs, as the data layer's hook gives them. */
export interface MenuAvailability {
  products: SoldOutSheetProps['products'];
  groups: SoldOutSheetProps['groups'];
  loading: boolean;
  busy: boolean;
  setAvailability: (change: {
    kind: SoldOutItem['kind'];
    id: string;
    until: SoldOutChoice;
    name: string;
  }) => void;
  reactivateAll: () => void;
}

export interface MenuSoldOutSheetProps {
  /** Reads the menu while the sheet is open (src/data/availability's useAvailabilitySheet). */
  useAvailability: (open: boolean, feedback: Feedback) => MenuAvailability;
  size?: SoldOutSheetProps['size'];
}

const FEEDBACK: Feedback = { toggle: soldOutToggleFeedback, reactivateAll: reactivateAllFeedback };

/**
 * "Esgotados" where orders are worked (the kitchen, the order board): the sheet over the whole
 * menu, read afresh each time it opens (those screens follow no menu realtime).
 */
export function MenuSoldOutSheet({ useAvailability, size }: MenuSoldOutSheetProps) {
  const [open, setOpen] = useState(false);
  const sheet = useAvailability(open, FEEDBACK);
  return (
    <SoldOutSheet
      open={open}
      onOpenChange={setOpen}
      size={size}
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
