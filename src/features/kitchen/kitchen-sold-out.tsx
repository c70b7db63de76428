import { MenuSoldOutSheet } from '@/components/sold-out/menu-sold-out-sheet';
import { useAvailabilitySheet } from '@/data/availability/use-availability-sheet';

/** The kitchen's "Esgotados", with a large button for the tablet. */
export function KitchenSoldOut() {
  return <MenuSoldOutSheet useAvailability={useAvailabilitySheet} size="lg" />;
}
