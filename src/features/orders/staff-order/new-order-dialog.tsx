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
import { parseMoney } from '@/domain/money';
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
import { paidAmount, pixAmount, type PaymentRow } from './payment-rows';
import { PlacedOrder } from './placed-order';
import { cents, linesSubtotal, toServerLines, type StaffLine } from './staff-cart';

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
  const [source, setSource] = useState<StaffOrderSource>('phone');
  const [phone, setPhone] = useState('');
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  const [fulfillment, setFulfillment] = useState<'delivery' | 'pickup'>('delivery');
  const [zoneId, setZoneId] = useState('');
  const [lines, setLines] = useState<StaffLine[]>([]);
  const [notes, setNotes] = useState('');
  const [payments, setPayments] = useState<PaymentRow[]>([{ method: 'pix', amount: '' }]);
  const [changeFor, setChangeFor] = useState('');
  const [feeOverride, setFeeOverride] = useState<string | null>(null);
  const [feeReason, setFeeReason] = useState('');
  const [confirmClosed, setConfirmClosed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [placed, setPlaced] = useState<Order | null>(null);
  // one key per submission of this form: a second Enter gets the same order back
  const [key] = useState(() => crypto.randomUUID());

  const digits = phoneDigits(phone);
  const known = useKnownCustomer(digits);
  const zones = useActiveZones();
  const settings = useCompanySettings();
  const shop = useShopStatus();
  const place = usePlaceStaffOrder({ onError: (e) => setError(userMessage(e)) });

  // a known customer fills in what is still empty, once per phone typed
  const [filledFor, setFilledFor] = useState('');
  if (known.data && filledFor !== digits) {
    const customer = known.data;
    setFilledFor(digits);
    if (!name) setName(customer.name);
    if (customer.fulfillment === 'delivery') {
      if (!address) setAddress(customer.address);
      if (customer.deliveryZoneId && !zoneId) setZoneId(customer.deliveryZoneId);
    }
  }

  const zoneList = zones.data ?? [];
  const zone = zoneList.find((z) => z.id === zoneId);
  const baseFee =
    fulfillment === 'pickup' ? 0 : zone ? zone.fee : Number(settings.data?.delivery_fee ?? 0);
  const fee =
    feeOverride !== null && fulfillment === 'delivery' ? parseMoney(feeOverride) : baseFee;
  const subtotal = linesSubtotal(lines);
  const total = cents(subtotal + (Number.isFinite(fee) ? fee : 0));
  const split = payments.length > 1;
  const paid = paidAmount(payments);
  const hasCash = payments.some((p) => p.method === 'cash');
  const closed = shop.data ? !shop.data.isOpen : false;
  const anonymousCounter = source === 'counter' && fulfillment === 'pickup' && !digits;

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (lines.length === 0) {
      setError('Adicione ao menos um item.');
      return;
    }
    if (split && paid !== total) {
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
    place.mutate(
      {
        source,
        customerName: anonymousCounter ? name.trim() || 'Balcão' : name.trim(),
        customerPhone: phone,
        customerAddress: fulfillment === 'delivery' ? address.trim() : '',
        fulfillment,
        ...(fulfillment === 'delivery' && zoneId ? { deliveryZoneId: zoneId } : {}),
        items: toServerLines(lines),
        payments: split
          ? payments.map((p) => ({ method: p.method, amount: parseMoney(p.amount) }))
          : [{ method: payments[0]!.method, amount: total }],
        ...(hasCash && changeFor.trim() ? { changeFor: parseMoney(changeFor) } : {}),
        ...(notes.trim() ? { notes: notes.trim() } : {}),
        ...(closed ? { overrideClosed: true } : {}),
        ...(feeOverride !== null && fulfillment === 'delivery'
          ? { deliveryFeeOverride: parseMoney(feeOverride), overrideReason: feeReason.trim() }
          : {}),
        idempotencyKey: key,
      },
      { onSuccess: setPlaced },
    );
  }

  if (placed) {
    return (
      <PlacedOrder
        order={placed}
        pixAmount={pixAmount(payments, placed.total_amount)}
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
        value={source}
        onChange={(value) => {
          setSource(value);
          if (value === 'counter') setFulfillment('pickup');
        }}
      />

      <CustomerFields
        phoneId={PHONE_ID}
        phone={phone}
        onPhoneChange={setPhone}
        name={name}
        onNameChange={setName}
        required={!anonymousCounter}
        phoneHint={
          known.data
            ? `Cliente conhecido: ${known.data.name}`
            : source === 'counter'
              ? 'Em branco no balcão: pedido sem cadastro.'
              : undefined
        }
        namePlaceholder={anonymousCounter ? 'Balcão' : undefined}
      />

      <ChoiceGroup
        legend="Entrega ou retirada"
        name="fulfillment"
        choices={[
          ['delivery', 'Entrega'],
          ['pickup', source === 'counter' ? 'Balcão / retirada' : 'Retirada'],
        ]}
        value={fulfillment}
        onChange={setFulfillment}
      />

      {fulfillment === 'delivery' && (
        <AddressFields
          address={address}
          onAddressChange={setAddress}
          zones={zoneList}
          zoneId={zoneId}
          onZoneChange={setZoneId}
        />
      )}

      <ItemPicker lines={lines} onChange={setLines} />

      <FormField label="Observações do pedido">
        <FormControl>
          <Textarea
            rows={2}
            maxLength={500}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
        </FormControl>
      </FormField>

      {fulfillment === 'delivery' && (
        <FeeOverrideFields
          feeOverride={feeOverride}
          onFeeOverrideChange={setFeeOverride}
          baseFee={baseFee}
          reason={feeReason}
          onReasonChange={setFeeReason}
        />
      )}

      <PaymentFields
        payments={payments}
        onChange={setPayments}
        total={total}
        changeFor={changeFor}
        onChangeForChange={setChangeFor}
      />

      <NewOrderTotals
        subtotal={subtotal}
        fee={fulfillment === 'delivery' ? (Number.isFinite(fee) ? fee : 0) : null}
        total={total}
      />

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
