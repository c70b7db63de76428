// Money and dates as a Brazilian shop shows them.
import { format, formatDistanceToNow } from 'date-fns';
import { ptBR } from 'date-fns/locale';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const decimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** R$ 1.234,50 */
export function formatBRL(value: number | string | null | undefined): string {
  return brl.format(Number(value ?? 0));
}

/** 1.234,50 (for texts that already say "R$ "). */
export function formatAmount(value: number | string | null | undefined): string {
  return decimal.format(Number(value ?? 0));
}

/** 21/11/2026 às 19:05 */
export function formatDateTime(value: string | Date): string {
  return format(new Date(value), "dd/MM/yyyy 'às' HH:mm", { locale: ptBR });
}

/** há 5 minutos */
export function formatRelative(value: string | Date): string {
  return formatDistanceToNow(new Date(value), { addSuffix: true, locale: ptBR });
}
