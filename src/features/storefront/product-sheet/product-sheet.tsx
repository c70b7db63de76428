import * as DialogPrimitive from '@radix-ui/react-dialog';
import { RefreshCw, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useIsMobile } from '@/lib/use-is-mobile';
import { cn } from '@/lib/utils';
import { useMenuOptions } from '@/data/options/get-menu-options';
import type { MenuProduct } from '@/data/products/schema';
import type { CartLine } from '../cart/cart-math';
import type { CartItem } from '../cart/cart-store';
import '../cart/bottom-sheet.css';
import { ProductSheetBody } from './product-sheet-body';

export interface ProductSheetProps {
  product: MenuProduct;
  line?: CartLine;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (item: CartItem, quantity: number) => void;
}

const NO_GROUPS: never[] = [];

/**
 * A product, opened from the menu: a bottom sheet on a phone, a dialog on larger screens. Loaded on
 * demand (React.lazy), with the menu's complementos, so neither is in the menu's first paint.
 */
export function ProductSheet({ product, line, open, onOpenChange, onSubmit }: ProductSheetProps) {
  const mobile = useIsMobile();
  const needsGroups = Boolean(product.has_options || line?.options);
  const options = useMenuOptions(needsGroups);
  const groups = options.data?.[product.id] ?? NO_GROUPS;
  const placeholder =
    !needsGroups || options.data ? undefined : options.isError ? (
      <div className="grid justify-items-center gap-3 border-t px-4 py-8 text-center text-sm">
        <p className="text-muted-foreground">Não foi possível carregar as opções deste item.</p>
        <Button variant="outline" onClick={() => void options.refetch()}>
          <RefreshCw aria-hidden="true" />
          Tentar novamente
        </Button>
      </div>
    ) : (
      <div role="status" className="grid gap-3 border-t px-4 py-4 sm:px-5">
        <span className="sr-only">Carregando opções...</span>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-12 w-full rounded-lg" />
        ))}
      </div>
    );

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-overlay-out data-[state=open]:animate-overlay-in" />
        <DialogPrimitive.Content
          {...(product.description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'fixed z-50 flex flex-col overflow-hidden bg-card shadow-2xl outline-none',
            mobile
              ? 'inset-x-0 bottom-0 max-h-[92svh] rounded-t-3xl pb-[env(safe-area-inset-bottom)] data-[state=closed]:animate-[storefront-sheet-down_200ms_ease-in] data-[state=open]:animate-[storefront-sheet-up_250ms_ease-out]'
              : 'inset-0 m-auto h-fit max-h-[min(90svh,52rem)] w-[calc(100%-2rem)] max-w-lg rounded-2xl border data-[state=closed]:animate-content-out data-[state=open]:animate-content-in',
          )}
        >
          {mobile && (
            <div
              aria-hidden="true"
              className="absolute inset-x-0 top-2 z-20 mx-auto h-1.5 w-10 rounded-full bg-white/80 shadow"
            />
          )}
          <DialogPrimitive.Close className="absolute right-3 top-3 z-20 grid size-11 place-items-center rounded-full bg-background/90 text-foreground shadow-md outline-none backdrop-blur transition-colors hover:bg-background focus-visible:ring-2 focus-visible:ring-ring">
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Fechar</span>
          </DialogPrimitive.Close>
          <ProductSheetBody
            product={product}
            groups={groups}
            line={line}
            groupsPlaceholder={placeholder}
            onSubmit={onSubmit}
          />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
