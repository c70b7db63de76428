// Dates as a Brazilian shop shows them. Apart from money (format.ts) so that only the admin's
// pages download date-fns: the storefront shows no dates.
import { format, formatDistanceToNow, isSameDay } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';

/** 21/11/2026 às 19:05 */
export function formatDateTime(value: string | Date): string {
  return format(new Date(value), "dd/MM/yyyy 'às' HH:mm", { locale: ptBR });
}

/** há 5 minutos */
export function formatRelative(value: string | Date): string {
  return formatDistanceToNow(new Date(value), { addSuffix: true, locale: ptBR });
}

/** A moment of today's work: 19:05 today, 21/11 às 19:05 on another day. */
export function formatEventTime(value: string | Date, now: Date = new Date()): string {
  const date = new Date(value);
  return isSameDay(date, now)
    ? format(date, 'HH:mm', { locale: ptBR })
    : format(date, "dd/MM 'às' HH:mm", { locale: ptBR });
}
