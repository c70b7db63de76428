// The team's events that are not a status (order_events 'edited' and 'override'), in words for
// the order's timeline. The server writes their details (supabase/migrations/*_staff_orders.sql).
import { formatBRL } from '@/domain/format';

type Entry = { name?: unknown; quantity?: unknown; from?: unknown; to?: unknown };

const list = (value: unknown): Entry[] =>
  Array.isArray(value) ? value.filter((e): e is Entry => typeof e === 'object' && e !== null) : [];

/** 'Itens alterados' / 'Exceção': the label of an event that is not a status, else null. */
export function teamEventLabel(status: string): string | null {
  if (status === 'edited') return 'Itens alterados';
  if (status === 'override') return 'Exceção registrada';
  return null;
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
