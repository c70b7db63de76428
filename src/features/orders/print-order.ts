import { toast } from '@/lib/toast';
import { printDocument } from '@/lib/print';
import type { PrinterSettings } from '@/lib/printer-settings';
import { buildReceipt } from '@/lib/receipt';
import type { Order } from '@/data/orders/schema';

/** Prints the two copies of an order's receipt (spec 7, "Receipt printing"). */
export function printOrder(
  order: Order,
  printer: PrinterSettings,
  open?: typeof window.open,
): boolean {
  const printed = printDocument(buildReceipt(order, printer), open);
  if (printed) {
    toast.success('Imprimindo pedido', {
      description: 'Enviando 2 vias para impressão: cliente e entregador',
    });
  } else {
    toast.error('Erro', {
      description:
        'Não foi possível abrir a janela de impressão. Verifique se os pop-ups estão permitidos.',
    });
  }
  return printed;
}
