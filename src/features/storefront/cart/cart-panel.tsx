import { CircleAlert, Clock, ShoppingBag } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatBRL } from '@/domain/format';
import { cn } from '@/lib/utils';
import { cartSubtotal, cartTotal, lineKey, minimumShortfall, type CartLine } from './cart-math';
import { CartLineItem, type CartActions } from './cart-line-item';
import { checkoutBlock } from './checkout-guard';
import { CLOSED_NOTE } from '../use-closed-line';

export interface CartPanelProps {
  lines: readonly CartLine[];
  deliveryFee: number;
  /** Instead of an amount, what the fee depends on ("conforme o bairro"). */
  deliveryFeeNote?: string;
  minimumOrder: number;
  actions: CartActions;
  onCheckout: () => void;
  /** Reopens a line in the product sheet. */
  onEdit?: (line: CartLine) => void;
  /** While the shop takes no orders: "Pausado · voltamos hoje às 15:20". */
  closedLine?: string | null;
  className?: string;
}

/**
 * The cart's lines, totals and 'Finalizar Pedido', for the side panel and the bottom sheet.
 * The lines scroll; the totals and the button stay in view.
 */
export function CartPanel({
  lines,
  deliveryFee,
  deliveryFeeNote,
  minimumOrder,
  actions,
  onCheckout,
  onEdit,
  closedLine,
  className,
}: CartPanelProps) {
  const shortfall = minimumShortfall(lines, minimumOrder);
  const blocked = checkoutBlock(lines, minimumOrder) !== null;
  return (
    <div className={cn('flex min-h-0 flex-col', className)}>
      {lines.length === 0 ? (
        <EmptyCart minimumOrder={minimumOrder} />
      ) : (
        <ul
          aria-label="Itens do carrinho"
          className="min-h-0 flex-1 divide-y overflow-y-auto overscroll-contain px-4 sm:px-5"
        >
          {lines.map((line) => (
            <CartLineItem key={lineKey(line)} line={line} actions={actions} onEdit={onEdit} />
          ))}
        </ul>
      )}
      <div className="space-y-3 border-t bg-card p-4 sm:px-5">
        {lines.length > 0 && (
          <dl className="space-y-1.5 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Subtotal</dt>
              <dd className="tabular-nums">{formatBRL(cartSubtotal(lines))}</dd>
            </div>
            {(deliveryFee > 0 || deliveryFeeNote) && (
              <div className="flex justify-between gap-4">
                <dt className="text-muted-foreground">Taxa de entrega</dt>
                <dd className={deliveryFeeNote ? 'text-muted-foreground' : 'tabular-nums'}>
                  {deliveryFeeNote ?? formatBRL(deliveryFee)}
                </dd>
              </div>
            )}
            <div className="flex justify-between gap-4 pt-1 text-base font-bold">
              <dt>Total</dt>
              <dd className="tabular-nums">{formatBRL(cartTotal(lines, deliveryFee))}</dd>
            </div>
          </dl>
        )}
        {lines.length > 0 && shortfall > 0 && (
          <p
            role="status"
            className="flex gap-2 rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm text-warning-foreground"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              Pedido mínimo: {formatBRL(minimumOrder)}. Faltam {formatBRL(shortfall)}.
            </span>
          </p>
        )}
        {lines.length > 0 && closedLine && (
          <p
            role="status"
            className="flex gap-2 rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm text-warning-foreground"
          >
            <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              <strong className="block font-semibold">{closedLine}</strong>
              {CLOSED_NOTE}
            </span>
          </p>
        )}
        {/* aria-disabled rather than disabled: it reads and looks disabled, yet a tap still says why. */}
        <Button
          size="lg"
          className="w-full rounded-xl aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:shadow-none aria-disabled:hover:bg-primary"
          aria-disabled={blocked || undefined}
          onClick={onCheckout}
        >
          Finalizar Pedido
        </Button>
      </div>
    </div>
  );
}

function EmptyCart({ minimumOrder }: { minimumOrder: number }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-1.5 px-6 py-10 text-center">
      <span className="mb-2 grid size-14 place-items-center rounded-full bg-secondary text-primary">
        <ShoppingBag aria-hidden="true" className="size-6" />
      </span>
      <p className="font-semibold">Seu carrinho está vazio</p>
      <p className="text-sm text-muted-foreground">
        Escolha seus favoritos no cardápio e eles aparecem aqui.
      </p>
      {minimumOrder > 0 && (
        <p className="mt-1 text-xs text-muted-foreground">
          Pedido mínimo: {formatBRL(minimumOrder)}
        </p>
      )}
    </div>
  );
}
