import { lazy, useState } from 'react';
import { Download } from 'lucide-react';
import { MenuOnDemand } from '@/components/menu-on-demand';
import { buttonVariants } from '@/components/ui/button';
import { getPeriodOrders } from '@/data/orders/get-period-orders';
import type { SalesReport } from '@/data/reports/get-sales-report';
import { downloadFile } from '@/lib/download-file';
import { toast } from '@/lib/toast';
import { userMessage } from '@/lib/error-messages';

const ReportExportItems = lazy(() =>
  import('./report-export-items').then((m) => ({ default: m.ReportExportItems })),
);

/**
 * "Exportar CSV": a table of the report, or the period's orders by order or by item. The menu's code
 * loads when the owner reaches for it (MenuOnDemand).
 */
export function ReportExportMenu({ report }: { report: SalesReport }) {
  const [busy, setBusy] = useState(false);

  async function exportOrders(byItem: boolean) {
    setBusy(true);
    try {
      // The CSV writer (papaparse) loads with the export, not with the page.
      const [orders, { exportFileName, orderItemsCsv, ordersCsv }] = await Promise.all([
        getPeriodOrders(report.starts_at, report.ends_at),
        import('./report-exports'),
      ]);
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
    <MenuOnDemand
      menu={ReportExportItems}
      menuProps={{ report, onExportOrders: (byItem: boolean) => void exportOrders(byItem) }}
      trigger={{
        className: buttonVariants({ variant: 'outline', size: 'sm' }),
        disabled: busy,
        children: (
          <>
            <Download aria-hidden="true" />
            {busy ? 'Exportando...' : 'Exportar CSV'}
          </>
        ),
      }}
    />
  );
}
