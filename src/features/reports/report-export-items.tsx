import {
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from '@/components/ui/dropdown-menu';
import type { OnDemandMenuProps } from '@/components/menu-on-demand';
import { OnDemandDropdown } from '@/components/menu-on-demand-trigger';
import type { SalesReport } from '@/data/reports/get-sales-report';
import { downloadFile } from '@/lib/download-file';
import { exportFileName, REPORT_EXPORTS, reportCsv } from './report-exports';

/** The "Exportar CSV" menu (ReportExportMenu), loaded when the owner reaches for it. */
export function ReportExportItems({
  report,
  onExportOrders,
  trigger,
  triggerRef,
  defaultOpen,
}: {
  report: SalesReport;
  /** The period's orders, one per line or one item per line. */
  onExportOrders: (byItem: boolean) => void;
} & OnDemandMenuProps) {
  return (
    <OnDemandDropdown trigger={trigger} triggerRef={triggerRef} defaultOpen={defaultOpen}>
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
      <DropdownMenuItem onSelect={() => onExportOrders(false)}>
        Um pedido por linha
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => onExportOrders(true)}>Um item por linha</DropdownMenuItem>
    </OnDemandDropdown>
  );
}
