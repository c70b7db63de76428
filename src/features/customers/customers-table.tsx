import { Link } from 'react-router-dom';
import { MessageCircle, ReceiptText } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import type { Customer } from '@/data/customers/get-customers';
import { formatBRL } from '@/domain/format';
import { formatDateTime, formatRelative } from '@/domain/dates';
import { whatsAppChatLink } from '@/domain/whatsapp';

/** Each customer with their figures, their orders one tap away and a WhatsApp chat. */
export function CustomersTable({ customers }: { customers: readonly Customer[] }) {
  return (
    <div className="min-w-0 overflow-x-auto">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Cliente</TableHead>
            <TableHead className="hidden text-right sm:table-cell">Pedidos</TableHead>
            <TableHead className="text-right">Total gasto</TableHead>
            <TableHead className="hidden text-right md:table-cell">Ticket médio</TableHead>
            <TableHead className="hidden lg:table-cell">Primeiro pedido</TableHead>
            <TableHead className="hidden sm:table-cell">Último pedido</TableHead>
            <TableHead>
              <span className="sr-only">Ações</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {customers.map((c) => (
            <TableRow key={c.digits}>
              <TableCell className="whitespace-normal">
                <p className="font-medium">{c.name}</p>
                <p className="whitespace-nowrap text-xs text-muted-foreground">{c.phone}</p>
                <p className="text-xs text-muted-foreground sm:hidden">
                  {c.orders === 1 ? '1 pedido' : `${c.orders} pedidos`}, último{' '}
                  {formatRelative(c.lastOrderAt)}
                </p>
              </TableCell>
              <TableCell className="hidden text-right tabular-nums sm:table-cell">
                {c.orders}
              </TableCell>
              <TableCell className="text-right tabular-nums">{formatBRL(c.totalSpent)}</TableCell>
              <TableCell className="hidden text-right tabular-nums md:table-cell">
                {formatBRL(c.averageTicket)}
              </TableCell>
              <TableCell className="hidden lg:table-cell">
                {formatDateTime(c.firstOrderAt)}
              </TableCell>
              <TableCell className="hidden sm:table-cell">
                <span title={formatDateTime(c.lastOrderAt)}>{formatRelative(c.lastOrderAt)}</span>
              </TableCell>
              <TableCell>
                <div className="flex justify-end">
                  <Link
                    to={`/orders?busca=${c.digits}`}
                    className={buttonVariants({ variant: 'ghost', size: 'icon' })}
                    aria-label={`Pedidos de ${c.name}`}
                    title="Ver pedidos"
                  >
                    <ReceiptText aria-hidden="true" />
                  </Link>
                  <a
                    href={whatsAppChatLink(c.phone)}
                    target="_blank"
                    rel="noreferrer"
                    className={buttonVariants({ variant: 'ghost', size: 'icon' })}
                    aria-label={`WhatsApp de ${c.name}`}
                    title="Chamar no WhatsApp"
                  >
                    <MessageCircle aria-hidden="true" />
                  </a>
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
