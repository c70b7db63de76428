import { Printer } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { CashSessionReport } from '@/domain/cash-register/session';
import { useCompanySettings } from '@/data/settings/get-company-settings';
import { usePrinterSettings } from '@/lib/printer-settings';
import { printCashReport } from './print-cash-report';

/** 'Imprimir relatório': the session on the shop's thermal paper (58/80 mm, this device's choice). */
export function PrintReportButton({ report }: { report: CashSessionReport }) {
  const printer = usePrinterSettings();
  const shopName = useCompanySettings().data?.company_name || null;
  return (
    <Button variant="outline" onClick={() => printCashReport(report, printer, shopName)}>
      <Printer aria-hidden="true" />
      Imprimir relatório
    </Button>
  );
}
