import { useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import type { CashSessionReport } from '@/domain/cash-register/session';
import { useCurrentCashSession } from '@/data/cash-register/get-cash-session';
import { useStaffRole } from '@/data/account/get-staff-role';
import { useSession } from '@/data/account/use-session';
import { CashHistory } from './cash-history';
import { ClosedSessionDialog } from './closed-session-dialog';
import { OpenCashForm } from './open-cash-form';
import { OpenSession } from './open-session';

/**
 * /caixa: open the register with a float, record suprimentos and sangrias, follow what each
 * payment method should hold, close by counting, print the report; the closed sessions below.
 */
export function CashRegisterPage() {
  const current = useCurrentCashSession();
  const { session } = useSession();
  const isOwner = useStaffRole(session?.user.id).data === 'owner';
  const [justClosed, setJustClosed] = useState<CashSessionReport | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);

  return (
    <section className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Caixa</h1>
        <p className="text-muted-foreground">
          Abertura, suprimentos, sangrias e o fechamento por forma de pagamento.
        </p>
      </header>
      {current.isPending ? (
        <Skeleton className="h-40 w-full" aria-busy="true" />
      ) : current.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Não foi possível carregar o caixa. Recarregue a página.
        </p>
      ) : current.data ? (
        <OpenSession report={current.data} onClosed={setJustClosed} />
      ) : (
        <OpenCashForm />
      )}
      <CashHistory isOwner={isOwner} onOpen={setViewing} />
      <ClosedSessionDialog
        sessionId={justClosed?.id ?? null}
        report={justClosed}
        title="Caixa fechado"
        canReopen={false}
        onClose={() => setJustClosed(null)}
      />
      <ClosedSessionDialog
        sessionId={viewing}
        title="Fechamento de caixa"
        canReopen={isOwner}
        onClose={() => setViewing(null)}
      />
    </section>
  );
}
