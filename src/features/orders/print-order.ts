import { toast } from '@/lib/toast';
import { printDocument, printInFrame } from '@/lib/print';
import type { PrinterSettings } from '@/domain/orders/paper';
import { buildReceipt } from '@/domain/orders/receipt';
import type { Order } from '@/data/orders/schema';

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

/** Prints the two copies of an order's receipt (spec 7, "Receipt printing"). */
export function printOrder(
  order: Order,
  printer: PrinterSettings,
  open?: typeof window.open,
): boolean {
  return printed(printDocument(buildReceipt(order, printer), open));
}

/**
 * 'Impressão automática': the same two copies, printed without a click (an order accepted a
 * moment ago, or one that arrived accepted), so from a frame of the page rather than a popup.
 */
export function autoPrintOrder(order: Order, printer: PrinterSettings, doc?: Document): boolean {
  return printed(printInFrame(buildReceipt(order, printer), doc));
}
