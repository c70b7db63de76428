// Dates as a Brazilian shop shows them. Apart from money (format.ts) so that only the admin's
// pages download date-fns: the storefront shows no dates.
import { format, formatDistanceToNow } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';

/** 21/11/2026 às 19:05 */
export function formatDateTime(value: string | Date): string {
  return format(new Date(value), "dd/MM/yyyy 'às' HH:mm", { locale: ptBR });
}

/** há 5 minutos */
export function formatRelative(value: string | Date): string {
  return formatDistanceToNow(new Date(value), { addSuffix: true, locale: ptBR });
}
