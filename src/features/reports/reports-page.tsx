import { useState, type ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCompanySettings } from '@/data/settings/get-company-settings';
import { useSalesReport, type SalesReport } from '@/data/reports/get-sales-report';
import { businessToday, presetPeriod } from '@/domain/reports/period';
import { userMessage } from '@/lib/error-messages';
import { PeriodBar, type PeriodChoice } from './period-bar';
import { longDay } from './report-labels';
import { ReportExportMenu } from './report-export-menu';
import { SummarySection } from './summary-section';
import { SalesSection } from './sales-section';
import { ProductsSection } from './products-section';
import { ChannelsSection, DeliveriesSection, PaymentsSection } from './mix-sections';

const SECTIONS = [
  { value: 'resumo', label: 'Resumo', render: SummarySection },
  { value: 'vendas', label: 'Vendas', render: SalesSection },
  { value: 'produtos', label: 'Produtos', render: ProductsSection },
  { value: 'pagamentos', label: 'Pagamentos', render: PaymentsSection },
  { value: 'canais', label: 'Canais', render: ChannelsSection },
  { value: 'entregas', label: 'Entregas', render: DeliveriesSection },
] as const;

/**
 * /relatorios (owner): the shop's sales over business days (docs/reports.md), compared with the
 * equal period before; every figure is summed by the database.
 */
export function ReportsPage() {
  const settings = useCompanySettings();
  if (settings.isPending) return <ReportSkeleton />;
  const timezone = settings.data?.timezone?.trim();
  if (!timezone) {
    return (
      <ReportFrame>
        <p role="alert" className="rounded-md border border-warning/60 bg-warning/10 p-4 text-sm">
          O fuso horário da loja não está configurado. Escolha-o em Horário de Funcionamento para
          ver os relatórios: sem ele, os dias seriam contados errado.
        </p>
      </ReportFrame>
    );
  }
  const dayStartsAt = (settings.data?.day_starts_at ?? '05:00').slice(0, 5);
  return (
    <Report today={businessToday(new Date(), timezone, dayStartsAt)} dayStartsAt={dayStartsAt} />
  );
}

function ReportFrame({ children }: { children: ReactNode }) {
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4 [&>*]:min-w-0">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Relatórios</h1>
      {children}
    </div>
  );
}

function Report({ today, dayStartsAt }: { today: string; dayStartsAt: string }) {
  const [period, setPeriod] = useState<PeriodChoice>({
    preset: '7d',
    ...presetPeriod('7d', today),
  });
  const [section, setSection] = useState<string>('resumo');
  const report = useSalesReport(period.from, period.to);

  return (
    <ReportFrame>
      <PeriodBar value={period} today={today} onChange={setPeriod} />
      {report.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {userMessage(report.error)}
        </p>
      ) : !report.data ? (
        <ReportSkeleton />
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <PeriodText report={report.data} dayStartsAt={dayStartsAt} />
            <ReportExportMenu report={report.data} />
          </div>
          <Tabs
            value={section}
            onValueChange={setSection}
            className="grid grid-cols-1 gap-4 [&>*]:min-w-0"
          >
            <div>
              <TabsList
                aria-label="Seções do relatório"
                className="grid h-auto w-full grid-cols-3 md:inline-flex md:w-fit md:flex-wrap md:justify-start"
              >
                {SECTIONS.map((s) => (
                  <TabsTrigger key={s.value} value={s.value} className="min-h-11 md:min-h-8">
                    {s.label}
                  </TabsTrigger>
                ))}
              </TabsList>
            </div>
            {SECTIONS.map((s) => (
              <TabsContent key={s.value} value={s.value}>
                <Card className="py-4">
                  <CardContent className="px-3 sm:px-6">
                    <s.render report={report.data} />
                  </CardContent>
                </Card>
              </TabsContent>
            ))}
          </Tabs>
        </>
      )}
    </ReportFrame>
  );
}

function PeriodText({ report, dayStartsAt }: { report: SalesReport; dayStartsAt: string }) {
  const range = (from: string, to: string) =>
    from === to ? longDay(from) : `${longDay(from)} a ${longDay(to)}`;
  return (
    <p className="text-sm text-muted-foreground" aria-live="polite">
      <span className="font-medium text-foreground">{range(report.from, report.to)}</span> comparado
      com {range(report.previous_from, report.previous_to)}. Cada dia vai das {dayStartsAt} às{' '}
      {dayStartsAt} do dia seguinte ({report.timezone}).
    </p>
  );
}

function ReportSkeleton() {
  return (
    <div className="grid gap-3" aria-busy="true" aria-label="Carregando relatório">
      <Skeleton className="h-10 w-full max-w-xl" />
      <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
    </div>
  );
}
