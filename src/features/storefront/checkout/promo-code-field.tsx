import { useState, type FormEvent } from 'react';
import { TicketPercent, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { promoCodeInputProps } from '@/components/promo-code-input';
import { formatBRL } from '@/domain/format';
import { normalizePromoCode, type PromoCheck } from '@/data/promo-codes/check-promo-code';
import { SubmitButton } from '@/components/submit-button';

interface PromoCodeFieldProps {
  /** The code the customer applied (null: none). */
  applied: string | null;
  check: { data?: PromoCheck; isFetching: boolean; isError: boolean };
  onApply: (code: string) => void;
  onRemove: () => void;
  disabled?: boolean;
}

const CHECK_FAILED = 'Não foi possível verificar o código. Tente novamente.';
const INVALID_MESSAGE = 'Código promocional inválido.';

/** An optional promo code, checked by the server against the current subtotal. */
export function PromoCodeField({
  applied,
  check,
  onApply,
  onRemove,
  disabled,
}: PromoCodeFieldProps) {
  const [draft, setDraft] = useState(applied ?? '');

  if (applied && check.data?.valid) {
    return (
      <div className="flex items-center gap-3 rounded-lg border border-success/40 bg-success/10 px-3 py-2.5">
        <TicketPercent className="size-5 shrink-0 text-success" aria-hidden="true" />
        <p className="min-w-0 flex-1 text-sm">
          <span className="font-semibold">{check.data.code}</span> aplicado:{' '}
          <span className="whitespace-nowrap">
            {formatBRL(check.data.discountAmount)} de desconto
          </span>
        </p>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label="Remover código promocional"
          disabled={disabled}
          onClick={() => {
            setDraft('');
            onRemove();
          }}
        >
          <X />
        </Button>
      </div>
    );
  }

  const message = !applied
    ? undefined
    : check.isError
      ? CHECK_FAILED
      : check.data?.valid === false
        ? (check.data.message ?? INVALID_MESSAGE)
        : undefined;
  const checking = Boolean(applied) && check.isFetching;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = normalizePromoCode(draft);
    if (code) onApply(code);
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <Label htmlFor="promo-code">Código promocional</Label>
      <div className="flex gap-2">
        <Input
          id="promo-code"
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            if (applied) onRemove();
          }}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? 'promo-code-error' : undefined}
          {...promoCodeInputProps}
        />
        <SubmitButton
          pending={checking}
          type="submit"
          variant="outline"
          disabled={disabled || !draft.trim()}
        >
          Aplicar
        </SubmitButton>
      </div>
      {message ? (
        <p id="promo-code-error" role="alert" className="text-sm font-medium text-destructive">
          {message}
        </p>
      ) : null}
    </form>
  );
}
