import { Banknote, CreditCard, QrCode, Wallet, type LucideIcon } from 'lucide-react';
import { toast } from '@/lib/toast';
import { CardContent } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import {
  PAYMENT_METHOD_DESCRIPTIONS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@/domain/orders/payment-methods';
import { SectionCard } from '../section-card';
import { useSaveSettings } from '../use-save-settings';
import { toggleAcceptedMethod } from './accepted-methods';

const ICONS: Record<PaymentMethod, LucideIcon> = {
  cash: Banknote,
  pix: QrCode,
  credit: CreditCard,
  debit: CreditCard,
};

// The order the screen has always listed them in.
const ORDER: readonly PaymentMethod[] = ['cash', 'pix', 'credit', 'debit'];

interface AcceptedMethodsCardProps {
  accepted: readonly PaymentMethod[];
  defaultMethod: PaymentMethod;
}

/** The methods the checkout offers: each one switched on or off, saved at once. */
export function AcceptedMethodsCard({ accepted, defaultMethod }: AcceptedMethodsCardProps) {
  const update = useSaveSettings();
  const pending = update.isPending ? update.variables.patch.accepted_payment_methods : undefined;
  const shown = (pending as PaymentMethod[] | undefined) ?? accepted;

  function toggle(method: PaymentMethod, on: boolean) {
    const result = toggleAcceptedMethod(shown, method, on, defaultMethod);
    if (!result.ok) {
      toast.error('Não foi possível alterar', { description: result.message });
      return;
    }
    update.mutate({
      patch: { accepted_payment_methods: result.methods },
      success: {
        title: 'Formas de pagamento atualizadas',
        description: `${PAYMENT_METHOD_LABELS[method]} ${on ? 'ativado' : 'desativado'} no checkout.`,
      },
    });
  }

  return (
    <SectionCard
      icon={Wallet}
      title="Formas de pagamento aceitas"
      description="O checkout oferece ao cliente apenas as formas ativas."
    >
      <CardContent>
        <ul className="divide-y rounded-lg border">
          {ORDER.filter((m) => PAYMENT_METHODS.includes(m)).map((method) => {
            const Icon = ICONS[method];
            const id = `accept-${method}`;
            const on = shown.includes(method);
            return (
              <li key={method} className="flex items-center gap-4 p-4">
                <span className="grid size-10 shrink-0 place-items-center rounded-md bg-primary/10 text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer">
                  <span className="block font-medium">{PAYMENT_METHOD_LABELS[method]}</span>
                  <span className="block text-sm text-muted-foreground">
                    {PAYMENT_METHOD_DESCRIPTIONS[method]}
                  </span>
                </label>
                <span className="hidden text-xs text-muted-foreground sm:inline">
                  {on ? 'Ativo' : 'Inativo'}
                </span>
                <Switch
                  id={id}
                  checked={on}
                  disabled={update.isPending}
                  onCheckedChange={(checked) => toggle(method, checked)}
                />
              </li>
            );
          })}
        </ul>
      </CardContent>
    </SectionCard>
  );
}
