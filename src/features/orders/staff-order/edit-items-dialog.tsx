import { AmountRow } from '@/components/amount-row';
import { useState, type FormEvent } from 'react';
import { FormControl, FormField } from '@/components/form-field';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { useActiveZones } from '@/data/delivery-zones/get-active-zones';
import { useUpdateOrderItems } from '@/data/orders/update-order-items';
import { orderLabel, type Order } from '@/data/orders/schema';
import { useCompanySettings } from '@/data/settings/get-company-settings';
import { formatBRL } from '@/domain/format';
import { userMessage } from '@/lib/error-messages';
import {
  destinationChanged,
  destinationInput,
  destinationOf,
  estimatedFee,
  type Destination,
} from './destination';
import { DestinationFields } from './destination-fields';
import { FormFooter } from './form-footer';
import { ItemPicker } from './item-picker';
import { cents, linesFromOrder, linesSubtotal, toServerLines, type StaffLine } from './staff-cart';

export interface EditItemsDialogProps {
  order: Order;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Editar pedido": add, remove, change quantities or complementos, change the address, the bairro
 * or entrega/retirada; the server re-prices (docs/staff-orders.md).
 */
export function EditItemsDialog({ order, open, onOpenChange }: EditItemsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92svh] overflow-y-auto sm:max-w-2xl">
        <EditItemsForm order={order} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

const sameLines = (a: StaffLine[], b: StaffLine[]) =>
  JSON.stringify(toServerLines(a)) === JSON.stringify(toServerLines(b));

function EditItemsForm({ order, onClose }: { order: Order; onClose: () => void }) {
  const [original] = useState<StaffLine[]>(() => linesFromOrder(order.items));
  const [lines, setLines] = useState<StaffLine[]>(original);
  const [destination, setDestination] = useState<Destination>(() => destinationOf(order));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const zones = useActiveZones().data ?? [];
  const flatFee = Number(useCompanySettings().data?.delivery_fee ?? 0);
  const update = useUpdateOrderItems({
    onError: (e) => setError(userMessage(e)),
    onSuccess: onClose,
  });
  const subtotal = linesSubtotal(lines);
  const fee = estimatedFee(order, destination, zones, flatFee);
  const total = cents(subtotal + fee - order.discount);
  const moved = destinationChanged(order, destination);
  const overriding = destination.fulfillment === 'delivery' && destination.feeOverride !== null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (lines.length === 0) {
      setError('O pedido precisa de ao menos um item. Para desistir dele, cancele o pedido.');
      return;
    }
    if (overriding && !reason.trim()) {
      setError('Diga por que a taxa de entrega foi alterada.');
      return;
    }
    const itemsChanged = !sameLines(lines, original);
    if (!itemsChanged && !moved) {
      setError('Nada mudou no pedido.');
      return;
    }
    update.mutate({
      orderId: order.id,
      // unchanged lines stay as charged (not re-priced)
      ...(itemsChanged ? { items: toServerLines(lines) } : {}),
      ...(moved ? { destination: destinationInput(order, destination) } : {}),
      ...(reason.trim() ? { reason: reason.trim() } : {}),
    });
  }

  return (
    <form
      onSubmit={submit}
      className="grid gap-4"
      aria-label={`Editar pedido ${orderLabel(order)}`}
    >
      <DialogHeader className="text-left">
        <DialogTitle>Editar pedido {orderLabel(order)}</DialogTitle>
        <DialogDescription>
          O total é recalculado pela loja; a alteração fica na linha do tempo com o seu nome.
        </DialogDescription>
      </DialogHeader>
      <DestinationFields value={destination} onChange={setDestination} zones={zones} fee={fee} />
      <ItemPicker lines={lines} onChange={setLines} />
      <FormField label="Motivo da alteração" required={overriding}>
        <FormControl>
          <Input
            value={reason}
            maxLength={300}
            placeholder="Ex.: cliente ligou e trocou o sabor"
            onChange={(event) => setReason(event.target.value)}
          />
        </FormControl>
      </FormField>
      <dl className="grid gap-1 rounded-md bg-muted p-3 text-sm">
        <Sum label="Subtotal" value={subtotal} />
        {destination.fulfillment === 'delivery' && <Sum label="Taxa de entrega" value={fee} />}
        {order.discount > 0 && <Sum label="Desconto" value={-order.discount} />}
        <AmountRow label="Novo total estimado" value={formatBRL(total)} className="font-semibold" />
        <p className="text-xs text-muted-foreground">Antes: {formatBRL(order.total_amount)}</p>
      </dl>
      <FormFooter
        error={error}
        onCancel={onClose}
        pending={update.isPending}
        pendingLabel="Salvando..."
      >
        Salvar alteração
      </FormFooter>
    </form>
  );
}

function Sum({ label, value }: { label: string; value: number }) {
  return <AmountRow label={label} value={formatBRL(value)} />;
}
