// The team's events that are not a status (order_events 'edited' and 'override'), in words for
// the order's timeline. The server writes their details (supabase/migrations/*_staff_orders.sql).
import { formatBRL } from '@/domain/format';

type Entry = { name?: unknown; quantity?: unknown; from?: unknown; to?: unknown };

const list = (value: unknown): Entry[] =>
  Array.isArray(value) ? value.filter((e): e is Entry => typeof e === 'object' && e !== null) : [];

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;

const itemsChanged = (d: Record<string, unknown>) =>
  list(d.added).length + list(d.removed).length + list(d.changed).length > 0;

/**
 * 'Itens alterados' / 'Entrega alterada' / 'Pedido alterado' / 'Exceção registrada': the label of
 * an event that is not a status, else null.
 */
export function teamEventLabel(status: string, details?: unknown): string | null {
  if (status === 'edited') {
    const d = record(details);
    if (!d?.delivery) return 'Itens alterados';
    return itemsChanged(d) ? 'Pedido alterado' : 'Entrega alterada';
  }
  if (status === 'override') return 'Exceção registrada';
  return null;
}

/** 'Centro, Rua A, 1' / 'Retirada': where the order went, as an edit recorded it. */
function place(value: unknown): string {
  const d = record(value);
  if (!d) return '?';
  if (d.fulfillment === 'pickup') return 'Retirada';
  return (
    [d.zone, d.address].filter((part) => typeof part === 'string' && part).join(', ') || 'Entrega'
  );
}

/** 'Entrega: Centro, Rua A, 1 → Jardins, Rua B, 2 · Taxa R$ 5,00 → R$ 9,50' */
function deliveryParts(value: unknown): string[] {
  const d = record(value);
  if (!d) return [];
  const from = record(d.from) ?? {};
  const to = record(d.to) ?? {};
  const parts: string[] = [];
  if (place(from) !== place(to)) parts.push(`Entrega: ${place(from)} → ${place(to)}`);
  if (Number(from.fee) !== Number(to.fee)) {
    parts.push(`Taxa ${formatBRL(Number(from.fee))} → ${formatBRL(Number(to.fee))}`);
  }
  return parts;
}

/** '+ 1x Coca-Cola · − 2x Pizza · Pizza: 2 → 3 · Total R$ 90,00 → R$ 60,00' */
export function teamEventSummary(status: string, details: unknown): string | null {
  if (typeof details !== 'object' || details === null) return null;
  const d = details as Record<string, unknown>;
  if (status === 'edited') {
    const parts = [
      ...list(d.added).map((e) => `+ ${String(e.quantity)}x ${String(e.name)}`),
      ...list(d.removed).map((e) => `− ${String(e.quantity)}x ${String(e.name)}`),
      ...list(d.changed).map((e) => `${String(e.name)}: ${String(e.from)} → ${String(e.to)}`),
      ...deliveryParts(d.delivery),
    ];
    const total = d.total as Entry | undefined;
    if (total && total.from !== total.to) {
      parts.push(`Total ${formatBRL(Number(total.from))} → ${formatBRL(Number(total.to))}`);
    }
    return parts.join(' · ') || null;
  }
  if (status === 'override') {
    if (d.kind === 'shop_closed') {
      return d.shop === 'paused' ? 'Lançado com a loja pausada' : 'Lançado com a loja fechada';
    }
    if (d.kind === 'delivery_fee') {
      return `Taxa de entrega ${formatBRL(Number(d.from))} → ${formatBRL(Number(d.to))}`;
    }
  }
  return null;
}
