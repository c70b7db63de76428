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
  open: boolean;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (reason: string) => void;
}

/** Asks why an order is cancelled before cancelling it (the server requires a reason). */
export function CancelOrderDialog({
  orderLabel,
  open,
  pending,
  onOpenChange,
  onConfirm,
}: CancelOrderDialogProps) {
  const [choice, setChoice] = useState<string>(CANCEL_REASONS[0]);
  const [other, setOther] = useState('');
  const reason = choice === OTHER ? other.trim() : choice;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader className="text-left">
          <DialogTitle>Cancelar o pedido {orderLabel}?</DialogTitle>
          <DialogDescription>
            O cliente verá o motivo na página de acompanhamento do pedido.
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
      </DialogContent>
    </Dialog>
  );
}
