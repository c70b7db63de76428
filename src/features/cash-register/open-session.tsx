import { useState } from 'react';
import { ArrowDownToLine, ArrowUpFromLine, Lock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/domain/dates';
import { formatBRL } from '@/domain/format';
import type { CashSessionReport, MovementKind } from '@/domain/cash-register/session';
import { CloseCashDialog } from './close-cash-dialog';
import { ExpectedCard } from './expected-card';
import { MovementDialog } from './movement-dialog';
import { MovementsList } from './movements-list';

/**
 * The open register: since when, by whom and the float; suprimento, sangria and 'Fechar caixa';
 * the running expected figures per method and the movements so far.
 */
export function OpenSession({
  report,
  onClosed,
}: {
  report: CashSessionReport;
  onClosed: (report: CashSessionReport) => void;
}) {
  const [movement, setMovement] = useState<MovementKind | null>(null);
  const [closing, setClosing] = useState(false);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Card className="lg:col-span-2">
        <CardHeader className="flex flex-wrap items-start justify-between gap-4">
          <div className="grid gap-1.5">
            <CardTitle className="flex flex-wrap items-center gap-2">
              <h2 className="text-lg">Caixa aberto</h2>
              <Badge variant="success">Aberto</Badge>
            </CardTitle>
            <p className="text-sm text-muted-foreground">
              Aberto desde {formatDateTime(report.opened_at)}
              {report.opened_by_name ? ` por ${report.opened_by_name}` : ''} · Troco inicial{' '}
              <span className="font-medium tabular-nums text-foreground">
                {formatBRL(report.opening_amount)}
              </span>
            </p>
          </div>
          <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto sm:flex-wrap">
            <Button variant="outline" onClick={() => setMovement('deposit')}>
              <ArrowDownToLine aria-hidden="true" />
              Suprimento
            </Button>
            <Button variant="outline" onClick={() => setMovement('withdrawal')}>
              <ArrowUpFromLine aria-hidden="true" />
              Sangria
            </Button>
            <Button className="col-span-2" onClick={() => setClosing(true)}>
              <Lock aria-hidden="true" />
              Fechar caixa
            </Button>
          </div>
        </CardHeader>
      </Card>
      <ExpectedCard report={report} />
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="text-lg">Movimentações</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <MovementsList movements={report.movements} />
        </CardContent>
      </Card>
      <MovementDialog kind={movement} onClose={() => setMovement(null)} />
      <CloseCashDialog
        open={closing}
        report={report}
        onOpenChange={setClosing}
        onClosed={(closed) => {
          setClosing(false);
          onClosed(closed);
        }}
      />
    </div>
  );
}
