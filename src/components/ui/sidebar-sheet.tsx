import type { CSSProperties, ReactNode } from 'react';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';

/** The sidebar on a phone: a sheet sliding in from the left, loaded the first time it opens. */
export function SidebarSheet({
  open,
  onOpenChange,
  width,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  width: string;
  children: ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        data-slot="sidebar"
        data-mobile="true"
        className="w-[--sidebar-width] gap-0 bg-sidebar p-0 text-sidebar-foreground sm:max-w-none [&>[data-slot=sheet-close]]:top-6"
        style={{ '--sidebar-width': width } as CSSProperties}
      >
        <SheetHeader className="sr-only">
          <SheetTitle>Menu lateral</SheetTitle>
          <SheetDescription>Navegação do painel.</SheetDescription>
        </SheetHeader>
        <div className="flex size-full flex-col">{children}</div>
      </SheetContent>
    </Sheet>
  );
}
