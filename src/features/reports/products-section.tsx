import type { SalesReport } from '@/data/reports/get-sales-report';
import { ReportTable } from './report-table';
import { quantityColumn, revenueColumn } from './report-columns';

/** Produtos: quantity and revenue per product, complementos apart (meio a meio in halves). */
export function ProductsSection({ report }: { report: SalesReport }) {
  return (
    <div className="grid gap-6">
      <ReportTable
        caption="Produtos vendidos"
        rows={report.products}
        columns={[
          { header: 'Produto', cell: (row) => row.name },
          quantityColumn(),
          revenueColumn(),
        ]}
      />
      <div className="grid gap-1">
        <ReportTable
          caption="Complementos"
          rows={report.options}
          columns={[
            { header: 'Complemento', cell: (row) => row.name },
            { header: 'Grupo', cell: (row) => row.group ?? '' },
            quantityColumn(),
            revenueColumn(),
          ]}
        />
        <p className="text-xs text-muted-foreground">
          Meio a meio: cada sabor conta a sua fração da pizza (metade = 0,5) e a mesma fração do
          preço cobrado pelo grupo. Valores dos próprios pedidos, antes de descontos e taxas.
        </p>
      </div>
    </div>
  );
}
