import { useState } from 'react';
import { Ban } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';

/** The usual reasons, one tap each; the customer reads the one chosen on the order's page. */
const CANCEL_REASONS = [
  'Fora da área',
  'Produto esgotado',
  'Cliente desistiu',
  'Loja fechando',
] as const;
const OTHER = 'Outro motivo';
const MAX_REASON = 300;

export interface CancelOrderDialogProps {
  orderLabel: string;
  /** A delivered order: the dialog says what cancelling it now means. */
  delivered?: boolean;
  open: boolean;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (reason: string) => void;
}

/**
 * Asks why an order is cancelled before cancelling it (the server requires a reason). No reason
 * is chosen beforehand: a hurried tap on the confirm button must not send the customer a wrong one.
 */
export function CancelOrderDialog({ open, onOpenChange, ...props }: CancelOrderDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* The content unmounts when closed, so the next order starts with no reason chosen. */}
      <DialogContent className="max-w-md">
        <CancelReasonForm {...props} />
      </DialogContent>
    </Dialog>
  );
}

function CancelReasonForm({
  orderLabel,
  delivered,
  pending,
  onConfirm,
}: Omit<CancelOrderDialogProps, 'open' | 'onOpenChange'>) {
  const [choice, setChoice] = useState<string | null>(null);
  const [other, setOther] = useState('');
  const reason = choice === OTHER ? other.trim() : (choice ?? '');
  return (
    <>
      <DialogHeader className="text-left">
        <DialogTitle>
          {delivered
            ? `Cancelar o pedido ${orderLabel}, já entregue?`
            : `Cancelar o pedido ${orderLabel}?`}
        </DialogTitle>
        <DialogDescription>
          {delivered
            ? 'O pedido deixa de contar como entregue, e o cliente verá o motivo na página de acompanhamento do pedido.'
            : 'O cliente verá o motivo na página de acompanhamento do pedido.'}
        </DialogDescription>
      </DialogHeader>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Motivo do cancelamento</legend>
        {[...CANCEL_REASONS, OTHER].map((option) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
          >
            <input
              type="radio"
              name="cancel-reason"
              value={option}
              checked={choice === option}
              onChange={() => setChoice(option)}
              className="size-4 accent-[hsl(var(--primary))]"
            />
            {option}
          </label>
        ))}
        {choice === OTHER ? (
          <Textarea
            aria-label="Descreva o motivo"
            placeholder="Descreva o motivo"
            maxLength={MAX_REASON}
            value={other}
            onChange={(event) => setOther(event.target.value)}
          />
        ) : null}
      </fieldset>
      <DialogFooter className="gap-2">
        <DialogClose asChild>
          <Button variant="outline">Voltar</Button>
        </DialogClose>
        <Button
          variant="destructive"
          disabled={!reason || pending}
          onClick={() => onConfirm(reason)}
        >
          <Ban aria-hidden="true" />
          Cancelar pedido
        </Button>
      </DialogFooter>
    </>
  );
}
