import { useState } from 'react';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { getPeriodOrders } from '@/data/orders/get-period-orders';
import type { SalesReport } from '@/data/reports/get-sales-report';
import { downloadFile } from '@/lib/download-file';
import { toast } from '@/lib/toast';
import { userMessage } from '@/lib/error-messages';
import {
  exportFileName,
  orderItemsCsv,
  ordersCsv,
  REPORT_EXPORTS,
  reportCsv,
} from './report-exports';

/** "Exportar CSV": a table of the report, or the period's orders by order or by item. */
export function ReportExportMenu({ report }: { report: SalesReport }) {
  const [busy, setBusy] = useState(false);

  async function exportOrders(byItem: boolean) {
    setBusy(true);
    try {
      const orders = await getPeriodOrders(report.starts_at, report.ends_at);
      downloadFile(
        exportFileName(byItem ? 'itens' : 'pedidos', report),
        byItem ? orderItemsCsv(orders, report.timezone) : ordersCsv(orders, report.timezone),
      );
    } catch (error) {
      toast.error(userMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" disabled={busy}>
          <Download aria-hidden="true" />
          {busy ? 'Exportando...' : 'Exportar CSV'}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Tabelas do relatório</DropdownMenuLabel>
        {REPORT_EXPORTS.map((item) => (
          <DropdownMenuItem
            key={item.value}
            onSelect={() =>
              downloadFile(exportFileName(item.value, report), reportCsv(item.value, report))
            }
          >
            {item.label}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuLabel>Pedidos do período</DropdownMenuLabel>
        <DropdownMenuItem onSelect={() => void exportOrders(false)}>
          Um pedido por linha
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void exportOrders(true)}>
          Um item por linha
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
