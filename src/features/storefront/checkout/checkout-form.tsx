import { useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import type { DeliveryZone } from '@/data/delivery-zones/schema';
import { deliveryZoneKeys } from '@/data/delivery-zones/keys';
import type { StoreSettings } from '@/data/settings/get-store-settings';
import { settingsKeys } from '@/data/settings/keys';
import { shopStatusKeys } from '@/data/shop-status/keys';
import { usePromoCode } from '@/data/promo-codes/check-promo-code';
import { useScheduleSlots } from '@/data/schedule/get-schedule-slots';
import { scheduleKeys } from '@/data/schedule/keys';
import { promoCodeKeys } from '@/data/promo-codes/keys';
import { formatBRL } from '@/domain/format';
import {
  cartSubtotal,
  cartTotal,
  lineKey,
  minimumShortfall,
  type CartLine,
} from '../cart/cart-math';
import type { CartStore } from '../cart/cart-store';
import { checkoutTerms, menuTerms } from '../delivery-terms';
import { checkoutDefaults } from './checkout-defaults';
import { checkoutSchema, type CheckoutValues } from './checkout-schema';
import { CheckoutHeading, EmptyCheckout } from './checkout-states';
import { DeliveryForm } from './delivery-form';
import { OrderSummary } from './order-summary';
import { PromoCodeField } from './promo-code-field';
import { RememberDetailsField } from './remember-details-field';
import { ScheduleChoice, type OrderTiming } from './schedule-choice';
import { useCheckoutSubmit } from './use-checkout-submit';
import { soldOutLines, type SoldOutRefusal } from './sold-out-lines';
import { SoldOutNotice } from './sold-out-notice';
import { useSavedDetails } from './use-saved-details';

const FORM_ID = 'checkout-form';

interface CheckoutFormProps {
  lines: readonly CartLine[];
  store: CartStore;
  settings: StoreSettings;
  /** The shop's active zones (none: the flat fee for any address). */
  zones: readonly DeliveryZone[];
  /** Why the shop takes no orders now ("Fechado agora · abre hoje às 18:00"); null when open. */
  closedLine: string | null;
}

export function CheckoutForm({
  lines: cartLines,
  store,
  settings,
  zones,
  closedLine,
}: CheckoutFormProps) {
  const queryClient = useQueryClient();
  // The order as sent, once stored: the page shows it, not the emptied cart, until the success page.
  const [sent, setSent] = useState<readonly CartLine[] | null>(null);
  const placed = sent !== null;
  const lines = sent ?? cartLines;
  const saved = useSavedDetails();
  const [promoCode, setPromoCode] = useState<string | null>(null);
  const rules = useMemo(() => ({ zonesRequired: zones.length > 0 }), [zones.length]);
  const resolver = useMemo(() => zodResolver(checkoutSchema(rules)), [rules]);
  const form = useForm<CheckoutValues>({
    resolver,
    defaultValues: checkoutDefaults(settings, zones, saved.fields),
    // focusFirstError focuses in the order the customer reads, not the order of registration.
    shouldFocusError: false,
  });
  const watched = useWatch({ control: form.control, name: ['fulfillment', 'deliveryZoneId'] });
  // What the shop offers decides, even if it changed since the form opened.
  const fulfillment = !settings.acceptsPickup
    ? 'delivery'
    : !settings.acceptsDelivery
      ? 'pickup'
      : watched[0];
  useEffect(() => {
    if (form.getValues('fulfillment') !== fulfillment) form.setValue('fulfillment', fulfillment);
  }, [form, fulfillment]);
  const terms = checkoutTerms(settings, zones, fulfillment, watched[1]);
  const fromFee = menuTerms(settings, zones).feeFrom;

  const subtotal = cartSubtotal(lines);
  const promo = usePromoCode(promoCode, subtotal);
  const discount = promoCode && promo.data?.valid ? promo.data.discountAmount : 0;
  const shortfall = minimumShortfall(lines, terms.minimumOrder);
  // A code still being checked is sent too: the server decides, and says so if it refuses it.
  const promoToSend = promoCode && promo.data?.valid !== false ? promoCode : null;

  const [soldOut, setSoldOut] = useState<SoldOutRefusal | null>(null);
  const soldOutInCart = soldOut ? soldOutLines(lines, soldOut.items) : [];
  // "Agora" or "Agendar" (docs/ordering-rules.md, "Pedidos agendados"): while the shop is closed
  // only a slot can be sent, and a slot is only ever one the server offered.
  const scheduling = settings.schedulingEnabled;
  const [chosenTiming, setTiming] = useState<OrderTiming>('now');
  const timing: OrderTiming =
    scheduling && (closedLine || chosenTiming === 'scheduled') ? 'scheduled' : 'now';
  const [slot, setSlot] = useState<string | null>(null);
  const [slotError, setSlotError] = useState<string | null>(null);
  const [timingNotice, setTimingNotice] = useState<string | null>(null);
  const slots = useScheduleSlots(fulfillment, scheduling);
  const offered = slots.data ?? [];
  const chosenSlot =
    slot && offered.some((s) => s.startsAt === slot && s.remaining !== 0) ? slot : null;
  const scheduled = timing === 'scheduled';
  // a scheduled order is sent while closed only when the shop takes them then; the server decides
  const blockedLine =
    scheduled && (settings.schedulingWhenClosed || offered.length > 0) ? null : closedLine;

  const { onSubmit, showClosed } = useCheckoutSubmit({
    scheduledFor: scheduled ? chosenSlot : undefined,
    onSlotMissing: () => setSlotError('Escolha um horário para o agendamento.'),
    onTimingRefused: (code, message) => {
      void queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
      if (code === 'shop_closed' && !scheduled && scheduling) {
        setTiming('scheduled');
        setTimingNotice(
          'A loja acabou de fechar e não recebe mais pedidos para agora. Escolha um dos próximos horários para agendar.',
        );
      } else if (code !== 'shop_closed') {
        setSlot(null);
        setSlotError(message);
      }
    },
    form,
    lines,
    store,
    settings,
    shortfall,
    minimumOrder: terms.minimumOrder,
    rules,
    closedLine: blockedLine,
    promoCode: promoToSend,
    onPromoRefused: () =>
      void queryClient.invalidateQueries({
        queryKey: promoCodeKeys.check(promoCode ?? '', subtotal),
      }),
    onStale: () => {
      for (const queryKey of [shopStatusKeys.all, settingsKeys.all, deliveryZoneKeys.all]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    onSoldOut: setSoldOut,
    onPlaced: (values) => {
      saved.keep(values);
      // Before the cart empties, or one frame would show an empty order below the minimum.
      flushSync(() => setSent(lines));
    },
  });

  if (lines.length === 0 && !placed) return <EmptyCheckout />;
  const submitting = form.formState.isSubmitting || placed;

  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <CheckoutHeading pickup={fulfillment === 'pickup'} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="grid min-w-0 gap-6">
          {scheduling ? (
            <ScheduleChoice
              timing={timing}
              onTimingChange={(next) => {
                setTiming(next);
                setSlotError(null);
              }}
              canOrderNow={closedLine === null}
              slots={offered}
              loading={slots.isPending}
              timezone={settings.timezone}
              slot={chosenSlot}
              onSlotChange={(startsAt) => {
                setSlot(startsAt);
                setSlotError(null);
              }}
              notice={timingNotice}
              error={slotError}
              now={new Date()}
            />
          ) : null}
          <DeliveryForm
            id={FORM_ID}
            form={form}
            settings={settings}
            zones={zones}
            deliveryText={
              fromFee !== null
                ? `Taxa a partir de ${formatBRL(fromFee)}`
                : settings.deliveryFee > 0
                  ? `Taxa ${formatBRL(settings.deliveryFee)}`
                  : 'Entrega grátis'
            }
            onSubmit={onSubmit}
          >
            <RememberDetailsField
              checked={saved.remember}
              onChange={saved.setRemember}
              prefilled={saved.prefilled}
            />
          </DeliveryForm>
        </div>
        <aside className="lg:sticky lg:top-20" aria-label="Resumo do pedido">
          {soldOut && (
            <SoldOutNotice
              refusal={soldOut}
              count={soldOutInCart.length}
              onRemove={() => {
                for (const line of soldOutInCart) store.remove(lineKey(line));
                setSoldOut(null);
              }}
            />
          )}
          <OrderSummary
            lines={lines}
            onRemove={store.remove}
            subtotal={subtotal}
            fulfillment={fulfillment}
            deliveryFee={terms.fee}
            discount={discount}
            discountLabel={promo.data?.valid ? `Desconto (${promo.data.code})` : 'Desconto'}
            total={cartTotal(lines, terms.fee ?? 0, discount)}
            minimumOrder={terms.minimumOrder}
            shortfall={shortfall}
            estimatedTime={terms.estimatedTime}
            closedLine={placed ? null : blockedLine}
            onClosedSubmit={showClosed}
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
