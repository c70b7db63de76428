// What the order dialog says under "Zona cobrada": the zone the delivery fee was charged for, and a
// warning when the address names another bairro (orders from before the server refused that;
// docs/ordering-rules.md, "Bairro e zona"). Pure.
import { foldText } from '@/domain/fold-text';
import { formatBRL } from '@/domain/format';

interface ChargedOrder {
  fulfillment: string;
  delivery_zone_id: string | null;
  delivery_fee: number;
  address: unknown;
}

export interface ChargedZone {
  text: string;
  warning: string | null;
}

function neighborhoodOf(address: unknown): string {
  const value = (address as { neighborhood?: unknown } | null)?.neighborhood;
  return typeof value === 'string' ? value.trim() : '';
}

/** Null for a pickup; "Taxa única" for a delivery charged without zones. */
export function chargedZoneText(
  order: ChargedOrder,
  zones: ReadonlyArray<{ id: string; name: string }> | undefined,
): ChargedZone | null {
  if (order.fulfillment !== 'delivery') return null;
  const fee = formatBRL(order.delivery_fee);
  if (!order.delivery_zone_id) return { text: `Taxa única · ${fee}`, warning: null };
  const zone = zones?.find((z) => z.id === order.delivery_zone_id);
  if (!zone) return { text: zones ? `Bairro excluído · ${fee}` : fee, warning: null };
  const bairro = neighborhoodOf(order.address);
  return {
    text: `${zone.name} · ${fee}`,
    warning:
      bairro && foldText(bairro) !== foldText(zone.name)
        ? `O endereço é em ${bairro}: confira a taxa antes de sair.`
        : null,
  };
}
