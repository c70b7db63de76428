import { MenuSoldOutSheet } from '@/components/sold-out/menu-sold-out-sheet';
import { useAvailabilitySheet } from '@/data/availability/use-availability-sheet';

/** "Esgotados" beside the order board's views (the same sheet as on /cozinha). */
export function OrdersSoldOut() {
  return <MenuSoldOutSheet useAvailability={useAvailabilitySheet} />;
}
