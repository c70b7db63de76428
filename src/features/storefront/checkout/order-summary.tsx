import { AmountRow } from '@/components/amount-row';
import type { ReactNode } from 'react';
import { Clock, Info, MessageCircle, ShoppingBag } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Separator } from '@/components/ui/separator';
import { formatBRL } from '@/domain/format';
import { cn } from '@/lib/utils';
import { lineKey, type CartLine } from '../cart/cart-math';
import { SummaryLine } from './summary-line';
import { SubmitButton } from '@/components/submit-button';
import { CLOSED_NOTE } from '../use-closed-line';

interface OrderSummaryProps {
  lines: readonly CartLine[];
  /** Takes a line out of the cart (offered on lines that cannot be ordered). */
  onRemove: (key: string) => void;
  subtotal: number;
  /** null: a delivery whose bairro is not chosen yet (the fee depends on it). */
  deliveryFee: number | null;
  fulfillment: 'delivery' | 'pickup';
  discount: number;
  discountLabel: string;
  total: number;
  minimumOrder: number;
  shortfall: number;
  estimatedTime: string | null;
  /** Why the order cannot be sent now ("Fechado agora · abre hoje às 18:00"); null when open. */
  closedLine: string | null;
  /** A tap on the button while the shop is closed: say so, send nothing. */
  onClosedSubmit: () => void;
  /** The promo code field, between the lines and the totals. */
  promo: ReactNode;
  formId: string;
  submitting: boolean;
}

/** What the order adds up to, and the button that sends the delivery form. */
export function OrderSummary(props: OrderSummaryProps) {
  const { lines, subtotal, deliveryFee, discount, discountLabel, total, minimumOrder, shortfall } =
    props;
  return (
    <Card className="gap-5">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <ShoppingBag className="size-5 text-primary" aria-hidden="true" />
          <h2>Resumo do Pedido</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <ul className="grid gap-3" aria-label="Itens do pedido">
          {lines.map((line) => (
            <SummaryLine key={lineKey(line)} line={line} onRemove={props.onRemove} />
          ))}
        </ul>

        {props.promo}

        <Separator />
        <dl className="grid gap-2 text-sm">
          <Row label="Subtotal" value={formatBRL(subtotal)} />
          {props.fulfillment === 'pickup' ? (
            <Row label="Retirada no local" value="Sem taxa" />
          ) : deliveryFee === null ? (
            <Row
              label="Taxa de entrega"
              value="Escolha o bairro"
              className="text-muted-foreground"
            />
          ) : deliveryFee > 0 ? (
            <Row label="Taxa de entrega" value={formatBRL(deliveryFee)} />
          ) : null}
          {discount > 0 ? (
            <Row label={discountLabel} value={`-${formatBRL(discount)}`} className="text-success" />
          ) : null}
          <Row
            label="Total"
            value={formatBRL(total)}
            className="mt-1 border-t pt-3 text-lg font-bold"
          />
          {props.fulfillment === 'delivery' && deliveryFee === null ? (
            <div className="text-right text-xs text-muted-foreground">+ a taxa do bairro</div>
          ) : null}
        </dl>

        <div className="grid gap-2 rounded-lg bg-muted/60 p-3 text-xs text-muted-foreground">
          {minimumOrder > 0 ? (
            <p className="flex items-start gap-2">
              <Info className="mt-px size-4 shrink-0" aria-hidden="true" />
              <span>
                Pedido mínimo: {formatBRL(minimumOrder)}
                {shortfall > 0 ? (
                  <strong className="block font-medium text-destructive">
                    Faltam {formatBRL(shortfall)} para atingir o pedido mínimo.
                  </strong>
                ) : null}
              </span>
            </p>
          ) : null}
          {props.estimatedTime ? (
            <p className="flex items-start gap-2">
              <Clock className="mt-px size-4 shrink-0" aria-hidden="true" />
              <span>
                {props.fulfillment === 'pickup'
                  ? `Pronto para retirada em ${props.estimatedTime} min`
                  : `Tempo estimado de entrega: ${props.estimatedTime} min`}
              </span>
            </p>
          ) : null}
          <p className="flex items-start gap-2">
            <MessageCircle className="mt-px size-4 shrink-0" aria-hidden="true" />
            <span>
              Após o envio do pedido, o estabelecimento entrará em contato com você para
              confirmá-lo.
            </span>
          </p>
        </div>

        {props.closedLine ? (
          <p
            role="status"
            className="flex items-start gap-2 rounded-lg border border-warning/50 bg-warning/10 p-3 text-sm text-warning-foreground"
          >
            <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              <strong className="block font-semibold">{props.closedLine}</strong>
              {CLOSED_NOTE}
            </span>
          </p>
        ) : null}
        {/* Closed: aria-disabled rather than disabled, so a tap still says why. */}
        <SubmitButton
          pending={props.submitting}
          pendingLabel="Processando..."
          type={props.closedLine ? 'button' : 'submit'}
          form={props.formId}
          size="lg"
          className="w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
          aria-disabled={props.closedLine ? true : undefined}
          onClick={props.closedLine ? props.onClosedSubmit : undefined}
        >
          Finalizar Pedido
        </SubmitButton>
      </CardContent>
    </Card>
  );
}

function Row({ className, ...amount }: { label: string; value: string; className?: string }) {
  return <AmountRow {...amount} className={cn('items-center gap-4', className)} />;
}
