// What the "Novo pedido" form holds, its sums as the screen estimates them, and what it sends to
// place_staff_order. The server prices the order again and has the last word.
import type { StaffOrderInput, StaffOrderSource } from '@/data/orders/place-staff-order';
import { parseMoney } from '@/domain/money';
import { phoneDigits } from '@/domain/phone';
import type { PaymentRow } from './payment-rows';
import { cents, linesSubtotal, toServerLines, type StaffLine } from './staff-cart';

export interface NewOrderValues {
  source: StaffOrderSource;
  phone: string;
  name: string;
  fulfillment: 'delivery' | 'pickup';
  address: string;
  zoneId: string;
  notes: string;
  payments: PaymentRow[];
  changeFor: string;
  /** The fee typed in place of the zone's (null: not changed); needs feeReason. */
  feeOverride: string | null;
  feeReason: string;
}

/** What a section of the form receives: the whole form, and a change to part of it. */
export interface NewOrderSectionProps {
  values: NewOrderValues;
  onChange: (patch: Partial<NewOrderValues>) => void;
}

export const NEW_ORDER: NewOrderValues = {
  source: 'phone',
  phone: '',
  name: '',
  fulfillment: 'delivery',
  address: '',
  zoneId: '',
  notes: '',
  payments: [{ method: 'pix', amount: '' }],
  changeFor: '',
  feeOverride: null,
  feeReason: '',
};

/** A counter pickup without a phone: an order without a customer ("Balcão"). */
export const isAnonymousCounter = (v: NewOrderValues) =>
  v.source === 'counter' && v.fulfillment === 'pickup' && !phoneDigits(v.phone);

const overridesFee = (v: NewOrderValues) => v.feeOverride !== null && v.fulfillment === 'delivery';

/** The fee unless changed, the fee charged, and the total of the lines with it. */
export function newOrderSums(
  v: NewOrderValues,
  lines: readonly StaffLine[],
  zones: ReadonlyArray<{ id: string; fee: number }>,
  flatFee: number,
) {
  const zone = zones.find((z) => z.id === v.zoneId);
  const baseFee = v.fulfillment === 'pickup' ? 0 : zone ? zone.fee : flatFee;
  const typed = overridesFee(v) ? parseMoney(v.feeOverride!) : baseFee;
  const fee = Number.isFinite(typed) ? typed : 0;
  const subtotal = linesSubtotal(lines);
  return { baseFee, fee, subtotal, total: cents(subtotal + fee) };
}

/** place_staff_order's input; `total` pays a single payment, `closed` records the override. */
export function staffOrderInput(
  v: NewOrderValues,
  lines: readonly StaffLine[],
  { total, closed, idempotencyKey }: { total: number; closed: boolean; idempotencyKey: string },
): StaffOrderInput {
  const delivery = v.fulfillment === 'delivery';
  const hasCash = v.payments.some((p) => p.method === 'cash');
  return {
    source: v.source,
    customerName: isAnonymousCounter(v) ? v.name.trim() || 'Balcão' : v.name.trim(),
    customerPhone: v.phone,
    customerAddress: delivery ? v.address.trim() : '',
    fulfillment: v.fulfillment,
    ...(delivery && v.zoneId ? { deliveryZoneId: v.zoneId } : {}),
    items: toServerLines(lines),
    payments:
      v.payments.length > 1
        ? v.payments.map((p) => ({ method: p.method, amount: parseMoney(p.amount) }))
        : [{ method: v.payments[0]!.method, amount: total }],
    ...(hasCash && v.changeFor.trim() ? { changeFor: parseMoney(v.changeFor) } : {}),
    ...(v.notes.trim() ? { notes: v.notes.trim() } : {}),
    ...(closed ? { overrideClosed: true } : {}),
    ...(overridesFee(v)
      ? { deliveryFeeOverride: parseMoney(v.feeOverride!), overrideReason: v.feeReason.trim() }
      : {}),
    idempotencyKey,
  };
}
