import { useState, type FormEvent } from 'react';
import { FormControl, FormField } from '@/components/form-field';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { useActiveZones } from '@/data/delivery-zones/get-active-zones';
import { useKnownCustomer } from '@/data/orders/find-customer';
import { usePlaceStaffOrder, type StaffOrderSource } from '@/data/orders/place-staff-order';
import type { Order } from '@/data/orders/schema';
import { useCompanySettings } from '@/data/settings/get-company-settings';
import { useShopStatus } from '@/data/shop-status/get-shop-status';
import { formatBRL } from '@/domain/format';
import { phoneDigits } from '@/domain/phone';
import { userMessage } from '@/lib/error-messages';
import { ChoiceGroup } from './choice-group';
import { ClosedShopConfirm } from './closed-shop-confirm';
import { CustomerFields } from './customer-fields';
import { FormFooter } from './form-footer';
import { ItemPicker } from './item-picker';
import { AddressFields, FeeOverrideFields } from './new-order-delivery';
import { NewOrderTotals } from './new-order-totals';
import { PaymentFields } from './payment-fields';
import { NEW_ORDER, newOrderSums, staffOrderInput, type NewOrderValues } from './new-order-values';
import { paidAmount, pixAmount } from './payment-rows';
import { PlacedOrder } from './placed-order';
import type { StaffLine } from './staff-cart';

const SOURCES: ReadonlyArray<readonly [StaffOrderSource, string]> = [
  ['whatsapp', 'WhatsApp'],
  ['phone', 'Telefone'],
  ['counter', 'Balcão'],
];

const PHONE_ID = 'novo-pedido-telefone';

export interface NewOrderDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Novo pedido": an order taken by WhatsApp, phone or at the counter (owner, attendant). */
export function NewOrderDialog({ open, onOpenChange }: NewOrderDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-h-[92svh] overflow-y-auto sm:max-w-2xl"
        onOpenAutoFocus={(event) => {
          // the phone first: the lookup fills the rest
          const phone = document.getElementById(PHONE_ID);
          if (phone) {
            event.preventDefault();
            phone.focus();
          }
        }}
      >
        <NewOrderForm onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function NewOrderForm({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState<NewOrderValues>(NEW_ORDER);
  const change = (patch: Partial<NewOrderValues>) => setValues((v) => ({ ...v, ...patch }));
  const [lines, setLines] = useState<StaffLine[]>([]);
  const [confirmClosed, setConfirmClosed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [placed, setPlaced] = useState<Order | null>(null);
  // one key per submission of this form: a second Enter gets the same order back
  const [key] = useState(() => crypto.randomUUID());

  const digits = phoneDigits(values.phone);
  const known = useKnownCustomer(digits);
  const zones = useActiveZones().data ?? [];
  const settings = useCompanySettings();
  const shop = useShopStatus();
  const place = usePlaceStaffOrder({ onError: (e) => setError(userMessage(e)) });

  // a known customer fills in what is still empty, once per phone typed
  const [filledFor, setFilledFor] = useState('');
  if (known.data && filledFor !== digits) {
    const customer = known.data;
    setFilledFor(digits);
    const delivery = customer.fulfillment === 'delivery';
    change({
      ...(!values.name ? { name: customer.name } : {}),
      ...(delivery && !values.address ? { address: customer.address } : {}),
      ...(delivery && customer.deliveryZoneId && !values.zoneId
        ? { zoneId: customer.deliveryZoneId }
        : {}),
    });
  }

  const flatFee = Number(settings.data?.delivery_fee ?? 0);
  const { baseFee, fee, subtotal, total } = newOrderSums(values, lines, zones, flatFee);
  const delivery = values.fulfillment === 'delivery';
  const closed = shop.data ? !shop.data.isOpen : false;

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const paid = paidAmount(values.payments);
    if (lines.length === 0) {
      setError('Adicione ao menos um item.');
      return;
    }
    if (values.payments.length > 1 && paid !== total) {
      setError(
        `A soma dos pagamentos (${formatBRL(paid)}) precisa ser igual ao total (${formatBRL(total)}).`,
      );
      return;
    }
    if (closed && !confirmClosed) {
      setError(
        shop.data?.reason === 'paused'
          ? 'A loja está pausada. Marque a confirmação para lançar mesmo assim.'
          : 'A loja está fechada. Marque a confirmação para lançar mesmo assim.',
      );
      return;
    }
    place.mutate(staffOrderInput(values, lines, { total, closed, idempotencyKey: key }), {
      onSuccess: setPlaced,
    });
  }

  if (placed) {
    return (
      <PlacedOrder
        order={placed}
        pixAmount={pixAmount(values.payments, placed.total_amount)}
        onClose={onClose}
      />
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Novo pedido">
      <DialogHeader className="text-left">
        <DialogTitle>Novo pedido</DialogTitle>
        <DialogDescription>
          Pedido por WhatsApp, telefone ou no balcão. Começa aceito (Em preparo).
        </DialogDescription>
      </DialogHeader>

      {closed && (
        <ClosedShopConfirm
          paused={shop.data?.reason === 'paused'}
          checked={confirmClosed}
          onCheckedChange={setConfirmClosed}
        />
      )}

      <ChoiceGroup
        legend="Canal"
        name="source"
        choices={SOURCES}
        value={values.source}
        onChange={(source) =>
          change(source === 'counter' ? { source, fulfillment: 'pickup' } : { source })
        }
      />

      <CustomerFields
        values={values}
        onChange={change}
        phoneId={PHONE_ID}
        knownName={known.data?.name}
      />

      <ChoiceGroup
        legend="Entrega ou retirada"
        name="fulfillment"
        choices={[
          ['delivery', 'Entrega'],
          ['pickup', values.source === 'counter' ? 'Balcão / retirada' : 'Retirada'],
        ]}
        value={values.fulfillment}
        onChange={(fulfillment) => change({ fulfillment })}
      />

      {delivery && <AddressFields values={values} onChange={change} zones={zones} />}

      <ItemPicker lines={lines} onChange={setLines} />

      <FormField label="Observações do pedido">
        <FormControl>
          <Textarea
            rows={2}
            maxLength={500}
            value={values.notes}
            onChange={(event) => change({ notes: event.target.value })}
          />
        </FormControl>
      </FormField>

      {delivery && <FeeOverrideFields values={values} onChange={change} baseFee={baseFee} />}

      <PaymentFields values={values} onChange={change} total={total} />

      <NewOrderTotals subtotal={subtotal} fee={delivery ? fee : null} total={total} />

      <FormFooter
        error={error}
        onCancel={onClose}
        pending={place.isPending}
        pendingLabel="Lançando..."
      >
        Lançar pedido
      </FormFooter>
    </form>
  );
}
