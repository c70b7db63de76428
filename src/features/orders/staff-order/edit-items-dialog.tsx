import { useState, type FormEvent } from 'react';
import { FormControl, FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { useUpdateOrderItems } from '@/data/orders/update-order-items';
import { orderLabel, type Order } from '@/data/orders/schema';
import { formatBRL } from '@/domain/format';
import { userMessage } from '@/lib/error-messages';
import { ItemPicker } from './item-picker';
import { linesFromOrder, linesSubtotal, toServerLines, type StaffLine } from './staff-cart';

export interface EditItemsDialogProps {
  order: Order;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Editar itens": add, remove, change quantities or complementos; the server re-prices. */
export function EditItemsDialog({ order, open, onOpenChange }: EditItemsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92svh] overflow-y-auto sm:max-w-2xl">
        <EditItemsForm order={order} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function EditItemsForm({ order, onClose }: { order: Order; onClose: () => void }) {
  const [lines, setLines] = useState<StaffLine[]>(() => linesFromOrder(order.items));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateOrderItems({
    onError: (e) => setError(userMessage(e)),
    onSuccess: onClose,
  });
  const subtotal = linesSubtotal(lines);

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (lines.length === 0) {
      setError('O pedido precisa de ao menos um item. Para desistir dele, cancele o pedido.');
      return;
    }
    update.mutate({
      orderId: order.id,
      items: toServerLines(lines),
      ...(reason.trim() ? { reason: reason.trim() } : {}),
    });
  }

  return (
    <form
      onSubmit={submit}
      className="grid gap-4"
      aria-label={`Editar itens do pedido ${orderLabel(order)}`}
    >
      <DialogHeader className="text-left">
        <DialogTitle>Editar itens do pedido {orderLabel(order)}</DialogTitle>
        <DialogDescription>
          O total é recalculado pela loja; a alteração fica na linha do tempo com o seu nome.
        </DialogDescription>
      </DialogHeader>
      <ItemPicker lines={lines} onChange={setLines} />
      <FormField label="Motivo da alteração">
        <FormControl>
          <Input
            value={reason}
            maxLength={300}
            placeholder="Ex.: cliente ligou e trocou o sabor"
            onChange={(event) => setReason(event.target.value)}
          />
        </FormControl>
      </FormField>
      <p className="text-sm">
        Subtotal estimado: <span className="font-semibold tabular-nums">{formatBRL(subtotal)}</span>{' '}
        <span className="text-muted-foreground">(antes: {formatBRL(order.subtotal)})</span>
      </p>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onClose}>
          Cancelar
        </Button>
        <SubmitButton type="submit" pending={update.isPending} pendingLabel="Salvando...">
          Salvar alteração
        </SubmitButton>
      </div>
    </form>
  );
}
