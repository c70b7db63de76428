import { orderScheduleText } from '@/domain/schedule';
import { toast } from '@/lib/toast';
import { printDocument, printInFrame } from '@/lib/print';
import type { PrinterSettings } from '@/domain/orders/paper';
import { buildReceipt } from '@/domain/orders/receipt';
import type { ReceiptOrder } from '@/domain/orders/receipt-copy';
import type { DeliveryZone } from '@/data/delivery-zones/schema';
import type { Order } from '@/data/orders/schema';
import type { CompanySettings } from '@/data/settings/get-company-settings';

/** What the paper says besides the order: the shop at the top, the zone for the courier. */
export interface ReceiptShop {
  settings:
    | (Pick<CompanySettings, 'company_name' | 'company_phone'> &
        Partial<Pick<CompanySettings, 'timezone' | 'scheduling_slot_minutes'>>)
    | null
    | undefined;
  zones: ReadonlyArray<Pick<DeliveryZone, 'id' | 'name'>> | undefined;
}

export function receiptOrderOf(order: Order, shop: ReceiptShop): ReceiptOrder {
  return {
    ...order,
    shop_name: shop.settings?.company_name || null,
    shop_phone: shop.settings?.company_phone || null,
    delivery_zone: shop.zones?.find((zone) => zone.id === order.delivery_zone_id)?.name ?? null,
    scheduled_text: orderScheduleText(
      order,
      shop.settings?.timezone,
      shop.settings?.scheduling_slot_minutes,
    ),
  };
}

function printed(ok: boolean): boolean {
  if (ok) {
    toast.success('Imprimindo pedido', {
      description: 'Enviando 2 vias para impressão: cliente e entregador',
    });
  } else {
    toast.error('Erro', {
      description:
        'Não foi possível abrir a janela de impressão. Verifique se os pop-ups estão permitidos.',
    });
  }
  return ok;
}

/** Prints the two copies of an order's receipt. */
export function printOrder(
  order: Order,
  printer: PrinterSettings,
  shop: ReceiptShop,
  open?: typeof window.open,
): boolean {
  return printed(printDocument(buildReceipt(receiptOrderOf(order, shop), printer), open));
}

/**
 * 'Impressão automática': the same two copies, printed without a click (an order accepted a
 * moment ago, or one that arrived accepted), so from a frame of the page rather than a popup.
 */
export function autoPrintOrder(
  order: Order,
  printer: PrinterSettings,
  shop: ReceiptShop,
  doc?: Document,
): boolean {
  return printed(printInFrame(buildReceipt(receiptOrderOf(order, shop), printer), doc));
}
