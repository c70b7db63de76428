// The customer list as a CSV file for Brazilian spreadsheets (src/domain/csv.ts).
import type { Customer } from '@/data/customers/get-customers';
import { toCsv } from '@/domain/csv';

export function customersCsv(customers: readonly Customer[], timeZone: string): string {
  return toCsv(
    [
      'Nome',
      'Telefone',
      'Pedidos',
      'Total gasto (R$)',
      'Ticket médio (R$)',
      'Primeiro pedido',
      'Último pedido',
    ],
    customers.map((c) => [
      c.name,
      c.phone,
      c.orders,
      c.totalSpent,
      c.averageTicket,
      { dateTime: c.firstOrderAt },
      { dateTime: c.lastOrderAt },
    ]),
    timeZone,
  );
}
