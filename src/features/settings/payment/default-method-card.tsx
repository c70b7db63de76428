import { useState } from 'react';
import { Star } from 'lucide-react';
import { toast } from '@/lib/toast';
import { CardContent, CardFooter } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { ChoiceSelect } from '@/components/choice-select';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@/domain/orders/payment-methods';
import { SectionCard } from '../section-card';
import { useSaveSettings } from '../use-save-settings';
import { PAYMENT_MESSAGES, defaultMethodLabel } from './accepted-methods';
import { SubmitButton } from '@/components/submit-button';

interface DefaultMethodCardProps {
  saved: PaymentMethod;
  accepted: readonly PaymentMethod[];
}

/** The method the checkout preselects (docs/ordering-rules.md, "Forma de pagamento padrão"). */
export function DefaultMethodCard({ saved, accepted }: DefaultMethodCardProps) {
  const [draft, setDraft] = useState<PaymentMethod | null>(null);
  const selected = draft ?? saved;
  const update = useSaveSettings();

  function save() {
    if (!accepted.includes(selected)) {
      toast.error('Erro', { description: PAYMENT_MESSAGES.defaultNotAccepted });
      return;
    }
    const label = defaultMethodLabel(selected);
    update.mutate(
      {
        patch: { default_payment_method: selected },
        success: {
          title: PAYMENT_MESSAGES.defaultSavedTitle,
          description: PAYMENT_MESSAGES.defaultSavedDescription(label),
        },
      },
      { onSuccess: () => setDraft(null) },
    );
  }

  return (
    <SectionCard
      icon={Star}
      title="Forma de pagamento padrão"
      description="A forma que já vem marcada no checkout do cliente (ele pode trocar)."
    >
      <CardContent className="grid max-w-sm gap-2">
        <Label htmlFor="default-payment-method">Forma padrão</Label>
        <ChoiceSelect
          id="default-payment-method"
          value={selected}
          onValueChange={setDraft}
          choices={PAYMENT_METHODS.map((method) => ({
            value: method,
            label: PAYMENT_METHOD_LABELS[method],
            disabled: !accepted.includes(method),
          }))}
        />
      </CardContent>
      <CardFooter>
        <SubmitButton pending={update.isPending} onClick={save} disabled={selected === saved}>
          Salvar preferência
        </SubmitButton>
      </CardFooter>
    </SectionCard>
  );
}
