// The tracking page's times and payment line. Intl rather than date-fns: the storefront does not
// download date-fns (domain/dates.ts is the admin's). Times read the shop's clock when its time zone
// is given: the page drawn on the server and the same page in the customer's phone agree.

const formatters = new Map<string, { clock: Intl.DateTimeFormat; day: Intl.DateTimeFormat }>();

function formattersFor(timeZone: string | undefined) {
  const key = timeZone ?? '';
  let found = formatters.get(key);
  if (!found) {
    let zone = timeZone;
    try {
      new Intl.DateTimeFormat('pt-BR', { timeZone: zone });
    } catch {
      zone = undefined; // a zone this engine does not know: the device's own
    }
    found = {
      clock: new Intl.DateTimeFormat('pt-BR', {
        hour: '2-digit',
        minute: '2-digit',
        timeZone: zone,
      }),
      day: new Intl.DateTimeFormat('pt-BR', {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        timeZone: zone,
      }),
    };
    formatters.set(key, found);
  }
  return found;
}

/**
 * "19:05" today, "23/11 às 19:05" another day; '' for a time that cannot be read. In `timeZone`
 * (the shop's) when given, else the device's.
 */
export function formatEventTime(at: string, now: Date = new Date(), timeZone?: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return '';
  const { clock, day } = formattersFor(timeZone);
  const time = clock.format(date);
  const dayText = day.format(date);
  return dayText === day.format(now) ? time : `${dayText.slice(0, 5)} às ${time}`;
}

export interface EstimateWindow {
  from: Date;
  to: Date;
}

/**
 * When the order should arrive (or be ready): its time plus the shop's estimate, "30-45", "30 a
 * 45", "40" or "40 min". null when the estimate is not a number of minutes.
 */
export function estimateWindow(
  createdAt: string | null,
  estimatedTime: string | null,
): EstimateWindow | null {
  if (!createdAt || !estimatedTime) return null;
  const start = new Date(createdAt).getTime();
  const match = /^\s*(\d{1,3})\s*(?:(?:-|–|a|até)\s*(\d{1,3}))?\s*(?:min(?:utos)?\.?)?\s*$/i.exec(
    estimatedTime,
  );
  if (!match || Number.isNaN(start)) return null;
  const low = Number(match[1]);
  const high = match[2] === undefined ? low : Number(match[2]);
  if (high < low) return null;
  return { from: new Date(start + low * 60_000), to: new Date(start + high * 60_000) };
}

/** "19:35 – 19:50", or "19:35" when both ends are the same minute (in `timeZone` when given). */
export function formatWindow({ from, to }: EstimateWindow, timeZone?: string): string {
  const { clock } = formattersFor(timeZone);
  const a = clock.format(from);
  const b = clock.format(to);
  return a === b ? a : `${a} – ${b}`;
}

export type PaymentTone = 'success' | 'warning' | 'muted';

export interface PaymentLine {
  label: string;
  tone: PaymentTone;
}

/**
 * What the customer reads beside the payment method: Pago, or what is still to pay and where.
 * Nothing (null) once an unpaid order is over: a cancelled one has nothing to pay, and a
 * delivered one was settled at the door even if the shop did not mark it.
 */
export function paymentStatusLine(order: {
  paid: boolean;
  status: string;
  fulfillment: 'delivery' | 'pickup';
  /** The page shows the order's Pix code: the customer pays now, not at the door. */
  pixDue: boolean;
}): PaymentLine | null {
  if (order.paid) return { label: 'Pago', tone: 'success' };
  if (order.status === 'cancelled' || order.status === 'delivered') return null;
  if (order.pixDue) return { label: 'Aguardando pagamento', tone: 'warning' };
  return {
    label: order.fulfillment === 'pickup' ? 'A pagar na retirada' : 'A pagar na entrega',
    tone: 'muted',
  };
}
