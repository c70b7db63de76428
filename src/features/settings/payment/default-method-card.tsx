import { useState } from 'react';
import { Star } from 'lucide-react';
import { toast } from '@/lib/toast';
import { CardContent, CardFooter } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
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
        <Select value={selected} onValueChange={(value) => setDraft(value as PaymentMethod)}>
          <SelectTrigger id="default-payment-method">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {PAYMENT_METHODS.map((method) => (
              <SelectItem key={method} value={method} disabled={!accepted.includes(method)}>
                {PAYMENT_METHOD_LABELS[method]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </CardContent>
      <CardFooter>
        <SubmitButton pending={update.isPending} onClick={save} disabled={selected === saved}>
          Salvar preferência
        </SubmitButton>
      </CardFooter>
    </SectionCard>
  );
}
