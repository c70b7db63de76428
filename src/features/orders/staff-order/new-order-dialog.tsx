import { useMemo, useState, type FormEvent } from 'react';
import { MessageCircle, Plus, Trash2 } from 'lucide-react';
import { FormControl, FormField } from '@/components/form-field';
import { MoneyInput } from '@/components/money-input';
import { PixPayment } from '@/components/pix-payment';
import { SubmitButton } from '@/components/submit-button';
import { Button, buttonVariants } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useActiveZones } from '@/data/delivery-zones/get-active-zones';
import { useKnownCustomer } from '@/data/orders/find-customer';
import { usePlaceStaffOrder, type StaffOrderSource } from '@/data/orders/place-staff-order';
import { orderLabel, type Order } from '@/data/orders/schema';
import { useCompanySettings } from '@/data/settings/get-company-settings';
import { useStoreSettings } from '@/data/settings/get-store-settings';
import { useShopStatus } from '@/data/shop-status/get-shop-status';
import { customerConfirmationMessage } from '@/domain/orders/customer-messages';
import { formatBRL } from '@/domain/format';
import { ZoneSelect } from './zone-select';
import { parseMoney } from '@/domain/money';
import { orderTrackingUrl } from '@/domain/orders/messages';
import { orderPixCode } from '@/domain/orders/pix';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@/domain/orders/payment-methods';
import { maskPhone, phoneDigits } from '@/domain/phone';
import { whatsAppLink } from '@/domain/whatsapp';
import { userMessage } from '@/lib/error-messages';
import { ItemPicker } from './item-picker';
import { cents, linesSubtotal, toServerLines, type StaffLine } from './staff-cart';

const SOURCE_LABELS: Record<StaffOrderSource, string> = {
  whatsapp: 'WhatsApp',
  phone: 'Telefone',
  counter: 'Balcão',
};

const PHONE_ID = 'novo-pedido-telefone';

interface PaymentRow {
  method: PaymentMethod;
  amount: string;
}

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
  const paid = useMemo(
    () => cents(payments.reduce((sum, p) => sum + (parseMoney(p.amount) || 0), 0)),
    [payments],
  );
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
    // the Pix part on screen: the whole total, or the Pix payments of a split
    const pixAmount = split
      ? cents(
          payments
            .filter((p) => p.method === 'pix')
            .reduce((sum, p) => sum + (parseMoney(p.amount) || 0), 0),
        )
      : payments[0]!.method === 'pix'
        ? placed.total_amount
        : 0;
    return <Placed order={placed} pixAmount={pixAmount} onClose={onClose} />;
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
        <label className="flex items-start gap-2 rounded-md border border-amber-500/50 bg-amber-500/10 p-3 text-sm">
          <input
            type="checkbox"
            checked={confirmClosed}
            onChange={(event) => setConfirmClosed(event.target.checked)}
          />
          <span>
            {shop.data?.reason === 'paused' ? 'A loja está pausada.' : 'A loja está fechada.'}{' '}
            Lançar o pedido mesmo assim (fica registrado).
          </span>
        </label>
      )}

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Canal</legend>
        <div className="flex flex-wrap gap-2">
          {(Object.keys(SOURCE_LABELS) as StaffOrderSource[]).map((value) => (
            <label
              key={value}
              className="flex min-h-10 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
            >
              <input
                type="radio"
                name="source"
                value={value}
                checked={source === value}
                onChange={() => {
                  setSource(value);
                  if (value === 'counter') setFulfillment('pickup');
                }}
              />
              {SOURCE_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          id={PHONE_ID}
          label="Telefone"
          required={!anonymousCounter}
          hint={
            known.data
              ? `Cliente conhecido: ${known.data.name}`
              : source === 'counter'
                ? 'Em branco no balcão: pedido sem cadastro.'
                : undefined
          }
        >
          <FormControl>
            <Input
              inputMode="tel"
              autoComplete="off"
              value={phone}
              placeholder="(11) 98765-4321"
              onChange={(event) => setPhone(maskPhone(event.target.value))}
            />
          </FormControl>
        </FormField>
        <FormField label="Nome" required={!anonymousCounter}>
          <FormControl>
            <Input
              autoComplete="off"
              value={name}
              maxLength={120}
              placeholder={anonymousCounter ? 'Balcão' : undefined}
              onChange={(event) => setName(event.target.value)}
            />
          </FormControl>
        </FormField>
      </div>

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Entrega ou retirada</legend>
        <div className="flex flex-wrap gap-2">
          {(
            [
              ['delivery', 'Entrega'],
              ['pickup', source === 'counter' ? 'Balcão / retirada' : 'Retirada'],
            ] as const
          ).map(([value, label]) => (
            <label
              key={value}
              className="flex min-h-10 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
            >
              <input
                type="radio"
                name="fulfillment"
                value={value}
                checked={fulfillment === value}
                onChange={() => setFulfillment(value)}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>

      {fulfillment === 'delivery' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label="Endereço" required>
            <FormControl>
              <Input
                autoComplete="off"
                value={address}
                maxLength={300}
                onChange={(event) => setAddress(event.target.value)}
              />
            </FormControl>
          </FormField>
          {zoneList.length > 0 && (
            <FormField
              label="Bairro"
              required
              hint={
                zone
                  ? `Taxa ${formatBRL(zone.fee)}${zone.minimum_order ? ` · mínimo ${formatBRL(zone.minimum_order)}` : ''}`
                  : undefined
              }
            >
              <FormControl>
                <ZoneSelect zones={zoneList} value={zoneId} onChange={setZoneId} />
              </FormControl>
            </FormField>
          )}
        </div>
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

      {fulfillment === 'delivery' &&
        (feeOverride === null ? (
          <Button
            type="button"
            variant="link"
            className="justify-self-start px-0"
            onClick={() => setFeeOverride(String(baseFee).replace('.', ','))}
          >
            Alterar a taxa de entrega
          </Button>
        ) : (
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField label="Taxa de entrega" required>
              <FormControl>
                <MoneyInput value={feeOverride} onChange={(e) => setFeeOverride(e.target.value)} />
              </FormControl>
            </FormField>
            <FormField label="Motivo da taxa alterada" required>
              <FormControl>
                <Input
                  value={feeReason}
                  maxLength={300}
                  onChange={(event) => setFeeReason(event.target.value)}
                />
              </FormControl>
            </FormField>
          </div>
        ))}

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Pagamento</legend>
        {payments.map((payment, index) => (
          <div key={index} className="flex flex-wrap items-center gap-2">
            <select
              aria-label={`Forma de pagamento ${index + 1}`}
              className="h-10 rounded-md border bg-background px-3 text-sm"
              value={payment.method}
              onChange={(event) =>
                setPayments(
                  payments.map((p, i) =>
                    i === index ? { ...p, method: event.target.value as PaymentMethod } : p,
                  ),
                )
              }
            >
              {PAYMENT_METHODS.map((method) => (
                <option key={method} value={method}>
                  {PAYMENT_METHOD_LABELS[method]}
                </option>
              ))}
            </select>
            {split && (
              <>
                <MoneyInput
                  aria-label={`Valor do pagamento ${index + 1}`}
                  className="w-36"
                  value={payment.amount}
                  onChange={(event) =>
                    setPayments(
                      payments.map((p, i) =>
                        i === index ? { ...p, amount: event.target.value } : p,
                      ),
                    )
                  }
                />
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  aria-label={`Remover pagamento ${index + 1}`}
                  onClick={() => setPayments(payments.filter((_, i) => i !== index))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </>
            )}
          </div>
        ))}
        <div className="flex flex-wrap items-center gap-3 text-sm">
          {payments.length < 4 && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() =>
                setPayments([
                  ...payments.map((p, i) =>
                    i === 0 && !split ? { ...p, amount: String(total).replace('.', ',') } : p,
                  ),
                  { method: 'cash', amount: '' },
                ])
              }
            >
              <Plus aria-hidden="true" />
              Dividir pagamento
            </Button>
          )}
          {split && paid !== total && (
            <span className="text-destructive">
              {paid < total
                ? `Faltam ${formatBRL(total - paid)}`
                : `Passou ${formatBRL(paid - total)}`}
            </span>
          )}
        </div>
        {hasCash && (
          <FormField label="Troco para" hint="Em branco: sem troco.">
            <FormControl>
              <MoneyInput
                className="w-40"
                value={changeFor}
                onChange={(e) => setChangeFor(e.target.value)}
              />
            </FormControl>
          </FormField>
        )}
      </fieldset>

      <div className="grid gap-1 rounded-md bg-muted p-3 text-sm">
        <div className="flex justify-between">
          <span>Subtotal</span>
          <span className="tabular-nums">{formatBRL(subtotal)}</span>
        </div>
        {fulfillment === 'delivery' && (
          <div className="flex justify-between">
            <span>Taxa de entrega</span>
            <span className="tabular-nums">{formatBRL(Number.isFinite(fee) ? fee : 0)}</span>
          </div>
        )}
        <div className="flex justify-between font-semibold">
          <span>Total</span>
          <span className="tabular-nums">{formatBRL(total)}</span>
        </div>
      </div>

      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onClose}>
          Cancelar
        </Button>
        <SubmitButton type="submit" pending={place.isPending} pendingLabel="Lançando...">
          Lançar pedido
        </SubmitButton>
      </div>
    </form>
  );
}

/** The order went in: its number, and the tracking link by WhatsApp for a customer with a phone. */
function Placed({
  order,
  pixAmount,
  onClose,
}: {
  order: Order;
  pixAmount: number;
  onClose: () => void;
}) {
  const store = useStoreSettings();
  const pixCode =
    pixAmount > 0
      ? orderPixCode(store.data?.pix, { orderNumber: order.order_number, total: pixAmount })
      : null;
  const trackingUrl = orderTrackingUrl(window.location.origin, order.id);
  const message = customerConfirmationMessage(order, null, { trackingUrl });
  return (
    <div className="grid gap-4">
      <DialogHeader className="text-left">
        <DialogTitle>Pedido {orderLabel(order)} lançado</DialogTitle>
        <DialogDescription>
          Total {formatBRL(order.total_amount)} · já em preparo, em todos os painéis.
        </DialogDescription>
      </DialogHeader>
      {pixCode && <PixPayment code={pixCode} amount={pixAmount} className="max-w-none" />}
      <div className="flex flex-wrap justify-end gap-2">
        {phoneDigits(order.customer_phone) && (
          <a
            className={buttonVariants({ variant: 'outline' })}
            href={whatsAppLink(order.customer_phone, message)}
            target="_blank"
            rel="noreferrer"
          >
            <MessageCircle aria-hidden="true" />
            Enviar acompanhamento no WhatsApp
          </a>
        )}
        <Button type="button" onClick={onClose}>
          Concluir
        </Button>
      </div>
    </div>
  );
}
