import { EditDeleteButtons } from '@/components/edit-delete-buttons';
import { Badge } from '@/components/ui/badge';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { formatDiscount, formatUses, formatValidity, isExpired, promoStatus } from './promo-format';
import type { PromoCodeRow } from './promo-schema';

interface PromoTableProps {
  rows: readonly PromoCodeRow[];
  onEdit: (row: PromoCodeRow) => void;
  onDelete: (row: PromoCodeRow) => void;
}

function Actions({ row, onEdit, onDelete }: { row: PromoCodeRow } & Omit<PromoTableProps, 'rows'>) {
  return (
    <div className="inline-flex gap-1">
      <EditDeleteButtons
        name={row.code}
        onEdit={() => onEdit(row)}
        onDelete={() => onDelete(row)}
        className="size-11 md:size-9"
        withTitles
      />
    </div>
  );
}

function StatusBadge({ row }: { row: PromoCodeRow }) {
  const status = promoStatus(row);
  const variant = status === 'Ativo' ? 'success' : status === 'Inativo' ? 'secondary' : 'warning';
  return <Badge variant={variant}>{status}</Badge>;
}

/** A table from tablets up; a list of cards on phones, where six columns do not fit. */
export function PromoTable({ rows, onEdit, onDelete }: PromoTableProps) {
  return (
    <>
      <ul className="divide-y md:hidden">
        {rows.map((row) => (
          <li key={row.id} className="flex items-start gap-3 p-4">
            <div className="min-w-0 flex-1 space-y-1">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-mono font-semibold">{row.code}</span>
                <StatusBadge row={row} />
              </p>
              <p className="text-sm">
                {formatDiscount(row)} de desconto · usos {formatUses(row)}
              </p>
              <p
                className={
                  isExpired(row.expires_at)
                    ? 'text-sm text-destructive'
                    : 'text-sm text-muted-foreground'
                }
              >
                Validade: {formatValidity(row.expires_at)}
              </p>
            </div>
            <Actions row={row} onEdit={onEdit} onDelete={onDelete} />
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <PromoRowsTable rows={rows} onEdit={onEdit} onDelete={onDelete} />
      </div>
    </>
  );
}

function PromoRowsTable({ rows, onEdit, onDelete }: PromoTableProps) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Código</TableHead>
          <TableHead>Desconto</TableHead>
          <TableHead>Validade</TableHead>
          <TableHead>Usos</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Ações</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => {
          const expired = isExpired(row.expires_at);
          return (
            <TableRow key={row.id}>
              <TableCell className="font-mono font-semibold">{row.code}</TableCell>
              <TableCell>{formatDiscount(row)}</TableCell>
              <TableCell className={expired ? 'text-destructive' : undefined}>
                {formatValidity(row.expires_at)}
                {expired ? <span className="sr-only"> (expirado)</span> : null}
              </TableCell>
              <TableCell className="tabular-nums">{formatUses(row)}</TableCell>
              <TableCell>
                <StatusBadge row={row} />
              </TableCell>
              <TableCell className="text-right">
                <Actions row={row} onEdit={onEdit} onDelete={onDelete} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
