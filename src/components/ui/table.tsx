import type { ComponentProps } from 'react';
import { slotPart } from '@/components/ui/slot-part';
import { cn } from '@/lib/utils';

/** A table that scrolls sideways inside its own box on narrow screens instead of the whole page. */
export function Table({ className, ...props }: ComponentProps<'table'>) {
  return (
    <div data-slot="table-container" className="relative w-full overflow-x-auto">
      <table
        data-slot="table"
        className={cn('w-full caption-bottom text-sm', className)}
        {...props}
      />
    </div>
  );
}

export const TableHeader = slotPart('thead', 'table-header', '[&_tr]:border-b');

export const TableBody = slotPart('tbody', 'table-body', '[&_tr:last-child]:border-0');

export const TableFooter = slotPart(
  'tfoot',
  'table-footer',
  'border-t bg-muted/50 font-medium [&>tr]:last:border-b-0',
);

export const TableRow = slotPart(
  'tr',
  'table-row',
  'border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted',
);

export const TableHead = slotPart(
  'th',
  'table-head',
  'h-10 whitespace-nowrap px-3 text-left align-middle font-medium text-muted-foreground [&:has([role=checkbox])]:pr-0',
);

export const TableCell = slotPart(
  'td',
  'table-cell',
  'whitespace-nowrap p-3 align-middle [&:has([role=checkbox])]:pr-0',
);

export const TableCaption = slotPart(
  'caption',
  'table-caption',
  'mt-4 text-sm text-muted-foreground',
);
