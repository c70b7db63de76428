import { DialogFooter } from '@/components/ui/dialog';
import { FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { SubmitButton } from '@/components/submit-button';
import { RotateCcw } from 'lucide-react';
import type { CashSessionReport } from '@/domain/cash-register/session';
import { useCashSession } from '@/data/cash-register/get-cash-session';
import { useReopenCashSession } from '@/data/cash-register/reopen-cash-session';
import { toast } from '@/lib/toast';
import { CashReportView } from './cash-report-view';
import { PrintReportButton } from './print-report-button';

/**
 * A session's report in a dialog: the one just closed (given), or one of the history (loaded by
 * id). The owner may reopen it to fix a movement or the count.
 */
export function ClosedSessionDialog({
  sessionId,
  report: given,
  title,
  canReopen,
  onClose,
}: {
  sessionId: string | null;
  report?: CashSessionReport | null;
  title: string;
  canReopen: boolean;
  onClose: () => void;
}) {
  const loaded = useCashSession(given ? null : sessionId);
  const report = given ?? loaded.data ?? null;
  const reopen = useReopenCashSession({
    onSuccess: () => {
      toast.success('Caixa reaberto');
      onClose();
    },
  });
  return (
    <FormDialog
      open={sessionId !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl"
      title={title}
      description="Esperado, contado e a diferença de cada forma de pagamento."
    >
      {report ? (
        <CashReportView report={report} />
      ) : loaded.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Não foi possível carregar este caixa.
        </p>
      ) : (
        <Skeleton className="h-48 w-full" />
      )}
      <DialogFooter className="flex-wrap gap-2">
        {canReopen && report?.status === 'closed' ? (
          <SubmitButton
            variant="outline"
            pending={reopen.isPending}
            icon={<RotateCcw aria-hidden="true" />}
            onClick={() => reopen.mutate(report.id)}
          >
            Reabrir caixa
          </SubmitButton>
        ) : null}
        {report ? <PrintReportButton report={report} /> : null}
        <Button onClick={onClose}>Voltar</Button>
      </DialogFooter>
    </FormDialog>
  );
}
