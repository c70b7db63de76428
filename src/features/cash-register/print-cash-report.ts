import { toast } from '@/lib/toast';
import { printDocument } from '@/lib/print';
import type { PrinterSettings } from '@/domain/orders/paper';
import { buildCashReport } from '@/domain/cash-register/report';
import type { CashSessionReport } from '@/domain/cash-register/session';

/** Prints a session's report on the thermal printer, in a window opened inside the click. */
export function printCashReport(
  report: CashSessionReport,
  printer: PrinterSettings,
  shopName: string | null,
  open?: typeof window.open,
): boolean {
  const ok = printDocument(buildCashReport(report, printer, shopName), open);
  if (ok) toast.success('Imprimindo relatório do caixa');
  else
    toast.error('Erro', {
      description:
        'Não foi possível abrir a janela de impressão. Verifique se os pop-ups estão permitidos.',
    });
  return ok;
}
