import type { ReactNode } from 'react';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { cn } from '@/lib/utils';

export interface ReportColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers align right. */
  numeric?: boolean;
}

/** A report's table: a caption (its name for a screen reader), a header row, one row per entry. */
export function ReportTable<Row>({
  caption,
  columns,
  rows,
  empty = 'Nada neste período.',
  hideCaption = false,
  className,
}: {
  caption: string;
  columns: ReadonlyArray<ReportColumn<Row>>;
  rows: readonly Row[];
  empty?: string;
  hideCaption?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('min-w-0 overflow-x-auto', className)}>
      <Table>
        <TableCaption className={cn('mb-2 mt-0 caption-top text-left', hideCaption && 'sr-only')}>
          {caption}
        </TableCaption>
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHead
                key={column.header}
                className={cn(
                  // a phone wraps the headers and narrows the gaps, so every column fits
                  'max-md:whitespace-normal max-md:px-2 max-md:leading-tight',
                  column.numeric && 'text-right',
                )}
              >
                {column.header}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length} className="text-muted-foreground">
                {empty}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row, index) => (
              <TableRow key={index}>
                {columns.map((column) => (
                  <TableCell
                    key={column.header}
                    className={cn(
                      'max-md:px-2',
                      column.numeric ? 'text-right tabular-nums' : 'max-md:whitespace-normal',
                    )}
                  >
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}
