import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import type { StoreSettings } from '@/data/settings/get-store-settings';
import { usePromoCode } from '@/data/promo-codes/check-promo-code';
import { promoCodeKeys } from '@/data/promo-codes/keys';
import { cartSubtotal, cartTotal, minimumShortfall, type CartLine } from '../cart/cart-math';
import type { CartStore } from '../cart/cart-store';
import { checkoutSchema, type CheckoutValues } from './checkout-schema';
import { CheckoutHeading, EmptyCheckout } from './checkout-states';
import { DeliveryForm } from './delivery-form';
import { OrderSummary } from './order-summary';
import { PromoCodeField } from './promo-code-field';
import { useCheckoutSubmit } from './use-checkout-submit';

const FORM_ID = 'checkout-form';

interface CheckoutFormProps {
  lines: readonly CartLine[];
  store: CartStore;
  settings: StoreSettings;
}

/** Spec 9: pix by default at checkout, when the shop takes it. */
function defaultPaymentMethod(settings: StoreSettings) {
  const methods = settings.acceptedPaymentMethods;
  return methods.includes('pix') ? 'pix' : (methods[0] ?? 'pix');
}

export function CheckoutForm({ lines, store, settings }: CheckoutFormProps) {
  const queryClient = useQueryClient();
  const [placed, setPlaced] = useState(false);
  const [promoCode, setPromoCode] = useState<string | null>(null);
  const form = useForm<CheckoutValues>({
    resolver: zodResolver(checkoutSchema),
    defaultValues: {
      customerName: '',
      customerPhone: '',
      customerAddress: '',
      notes: '',
      paymentMethod: defaultPaymentMethod(settings),
    },
  });

  const subtotal = cartSubtotal(lines);
  const promo = usePromoCode(promoCode, subtotal);
  const discount = promoCode && promo.data?.valid ? promo.data.discountAmount : 0;
  const shortfall = minimumShortfall(lines, settings.minimumOrder);
  // A code still being checked is sent too: the server decides, and says so if it refuses it.
  const promoToSend = promoCode && promo.data?.valid !== false ? promoCode : null;

  const { onSubmit } = useCheckoutSubmit({
    form,
    lines,
    store,
    settings,
    shortfall,
    promoCode: promoToSend,
    onPromoRefused: () =>
      void queryClient.invalidateQueries({
        queryKey: promoCodeKeys.check(promoCode ?? '', subtotal),
      }),
    onPlaced: () => setPlaced(true),
  });

  if (lines.length === 0 && !placed) return <EmptyCheckout />;
  const submitting = form.formState.isSubmitting || placed;

  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <CheckoutHeading />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <DeliveryForm
          id={FORM_ID}
          form={form}
          paymentMethods={settings.acceptedPaymentMethods}
          onSubmit={onSubmit}
        />
        <aside className="lg:sticky lg:top-20" aria-label="Resumo do pedido">
          <OrderSummary
            lines={lines}
            subtotal={subtotal}
            deliveryFee={settings.deliveryFee}
            discount={discount}
            discountLabel={promo.data?.valid ? `Desconto (${promo.data.code})` : 'Desconto'}
            total={cartTotal(lines, settings.deliveryFee, discount)}
            minimumOrder={settings.minimumOrder}
            shortfall={shortfall}
            estimatedTime={settings.estimatedTime}
            formId={FORM_ID}
            submitting={submitting}
            promo={
              <PromoCodeField
                applied={promoCode}
                check={promo}
                onApply={setPromoCode}
                onRemove={() => setPromoCode(null)}
                disabled={submitting}
              />
            }
          />
        </aside>
      </div>
    </div>
  );
}
