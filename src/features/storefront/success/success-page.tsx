import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { CircleCheckBig, MapPinned, RotateCcw, UtensilsCrossed } from 'lucide-react';
import { PixPayment } from '@/components/pix-payment';
import { buttonVariants } from '@/components/ui/button';
import { formatBRL } from '@/domain/format';
import { orderPixCode } from '@/domain/orders/pix';
import { cn } from '@/lib/utils';
import { useStoreSettings } from '@/data/settings/get-store-settings';
import { useCart, type CartStore } from '../cart/cart-store';
import { readSuccessState } from './success-state';
import { WhatsAppResend } from './whatsapp-resend';

/**
 * /success and /client/success: 'Pedido Recebido!', the stored cart cleared on entry,
 * and, when checkout passed the order along, its number, total, the Pix code to pay it, the
 * WhatsApp message to send again and a link to follow it.
 */
export function SuccessPage({ cartStore }: { cartStore?: CartStore }) {
  const { store } = useCart(cartStore);
  const location = useLocation();
  const success = readSuccessState(location.state);
  const settings = useStoreSettings();

  useEffect(() => {
    store.clear();
  }, [store]);

  const order = success?.order;
  const pixCode = order?.paymentMethod === 'pix' ? orderPixCode(settings.data?.pix, order) : null;
  return (
    <section className="mx-auto grid max-w-md justify-items-center gap-6 py-6 text-center sm:py-10">
      <div className="relative">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 animate-pulse rounded-full bg-success/20 blur-xl"
        />
        <span className="grid size-20 place-items-center rounded-full bg-success/15 text-success ring-8 ring-success/5">
          <CircleCheckBig className="size-10" aria-hidden="true" />
        </span>
      </div>

      <div className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Pedido Recebido!</h1>
        <p className="text-muted-foreground">
          {order ? (
            <>
              Seu pedido <strong className="text-foreground">#{order.orderNumber}</strong> foi
              recebido e já está com o estabelecimento.
            </>
          ) : (
            'Seu pedido foi recebido e já está com o estabelecimento.'
          )}{' '}
          Em breve entraremos em contato para confirmá-lo.
        </p>
      </div>

      {order ? (
        <dl className="grid w-full grid-cols-2 divide-x rounded-xl border bg-card text-card-foreground shadow-sm">
          <div className="grid gap-1 p-4">
            <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
              Pedido
            </dt>
            <dd className="text-xl font-bold">#{order.orderNumber}</dd>
          </div>
          <div className="grid gap-1 p-4">
            <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
              Total
            </dt>
            <dd className="text-xl font-bold tabular-nums">{formatBRL(order.total)}</dd>
          </div>
        </dl>
      ) : null}

      {success?.whatsAppUrl && success.whatsAppBlocked ? (
        <WhatsAppResend url={success.whatsAppUrl} blocked />
      ) : null}

      {pixCode && order ? (
        <PixPayment code={pixCode} amount={order.total} className="max-w-none" />
      ) : null}

      <div className="grid w-full gap-3">
        {order ? (
          <Link
            to={`/client/pedido/${order.id}`}
            className={cn(buttonVariants({ size: 'lg' }), 'w-full')}
          >
            <MapPinned />
            Acompanhar pedido
          </Link>
        ) : null}
        {success?.whatsAppUrl && !success.whatsAppBlocked ? (
          <WhatsAppResend url={success.whatsAppUrl} />
        ) : null}
        <div className="grid gap-3 min-[400px]:grid-cols-2">
          <Link
            to="/client"
            className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'w-full')}
          >
            <UtensilsCrossed />
            Voltar ao Cardápio
          </Link>
          <Link
            to="/client"
            className={cn(
              buttonVariants({ variant: order ? 'outline' : 'default', size: 'lg' }),
              'w-full',
            )}
          >
            <RotateCcw />
            Fazer Novo Pedido
          </Link>
        </div>
      </div>
    </section>
  );
}
