import { useRef, useState, type FormEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { newOrderMessage, orderTrackingUrl } from '@/domain/orders/messages';
import { orderPixCode } from '@/domain/orders/pix';
import { orderScheduleText } from '@/domain/schedule';
import { toast } from '@/lib/toast';
import { whatsAppLink } from '@/domain/whatsapp';
import { placeOrder, PlaceOrderError, type PlacedOrder } from '@/data/orders/place-order';
import type { StoreSettings } from '@/data/settings/get-store-settings';
import type { CartLine } from '../cart/cart-math';
import type { CartStore } from '../cart/cart-store';
import { REVIEW_CART_BLOCK, unavailableBlock } from '../cart/checkout-guard';
import { UNAVAILABLE_TOAST_ID } from '../cart/use-cart-menu-sync';
import type { SuccessState } from '../success/success-state';
import { attemptFingerprint, createAttemptKeys } from './attempt-key';
import {
  changeForAmount,
  addressLine,
  addressOf,
  CHECKOUT_MESSAGES as M,
  checkoutSchema,
  hasMissingRequiredField,
  isOutsideZone,
  type CheckoutRules,
  type CheckoutValues,
} from './checkout-schema';
import { focusFirstError } from './focus-first-error';
import { focusFirstRemover } from './focus-remover';
import { isMenuRefusal, useRefreshMenu } from './use-menu-refusal';
import type { SoldOutRefusal } from './sold-out-lines';
import { discardWindow, handOffWindow, openPendingWindow } from './whatsapp-window';

const CLOSED_TITLE = 'Loja fechada';
const SLOT_TITLE = 'Horário indisponível';
/** Refusals that mean the page's picture of the shop is out of date. */
const STALE_CODES = new Set(['shop_closed', 'fulfillment_unavailable', 'outside_delivery_area']);

interface CheckoutSubmitOptions {
  form: UseFormReturn<CheckoutValues>;
  lines: readonly CartLine[];
  store: CartStore;
  settings: StoreSettings;
  /** How much the subtotal lacks to reach the minimum order (0 when reached). */
  shortfall: number;
  /** The minimum that applies (the zone's, or the shop's). */
  minimumOrder: number;
  rules: CheckoutRules;
  /** Why the shop takes no orders now ("Fechado agora · abre hoje às 18:00"); null when open. */
  closedLine: string | null;
  /** The server refused for a reason the page may have stale (closed, zones, what it offers). */
  onStale: () => void;
  /** An out_of_stock refusal: what ran out. */
  onSoldOut: (refusal: SoldOutRefusal) => void;
  /** The promo code to send, if any. */
  promoCode: string | null;
  /** The server refused the promo code: the field checks it again and says why. */
  onPromoRefused: () => void;
  /** The order is stored, with these details: the page keeps showing it while the cart empties. */
  onPlaced: (values: CheckoutValues) => void;
  /** "Agendar" (a slot, or null while none is chosen), or undefined for "Agora". */
  scheduledFor?: string | null;
  /** "Agendar" with no slot chosen: nothing is sent. */
  onSlotMissing?: () => void;
  /** The server refused the slot (slot_full, slot_invalid) or "Agora" (shop_closed). */
  onTimingRefused?: (code: string, message: string) => void;
}

/** Refusals of the order's time: the checkout offers the slots again, never picks one itself. */
const TIMING_CODES = new Set(['slot_full', 'slot_invalid']);

/**
 * Places the order: validation toasts, one idempotency key per attempt, the
 * server's totals and pt-BR errors, and the WhatsApp hand-off only once the order is stored.
 */
export function useCheckoutSubmit(options: CheckoutSubmitOptions) {
  const { form, lines, store, settings, shortfall, minimumOrder, rules, closedLine } = options;
  const { promoCode, onPromoRefused, onPlaced, onStale, onSoldOut } = options;
  const { scheduledFor, onSlotMissing, onTimingRefused } = options;
  const navigate = useNavigate();
  const [attemptKeys] = useState(() => createAttemptKeys());
  const busy = useRef(false);
  const refreshMenu = useRefreshMenu();

  async function place(values: CheckoutValues, win: Window | null) {
    const review = lines.find((line) => line.problem);
    if (review) {
      discardWindow(win);
      toast.error(REVIEW_CART_BLOCK.title, {
        description: `${review.name}: ${review.problem} Volte ao cardápio para ajustar.`,
      });
      return;
    }
    if (shortfall > 0) {
      discardWindow(win);
      toast.error(M.minimumTitle, { description: M.minimumDescription(minimumOrder) });
      return;
    }
    let order: PlacedOrder;
    try {
      order = await placeOrder({
        customerName: values.customerName,
        customerPhone: values.customerPhone,
        customerAddress: values.fulfillment === 'delivery' ? addressLine(values) : '',
        fulfillment: values.fulfillment,
        ...(values.fulfillment === 'delivery'
          ? {
              address: addressOf(values),
              ...(values.deliveryZoneId ? { deliveryZoneId: values.deliveryZoneId } : {}),
            }
          : {}),
        notes: values.notes,
        paymentMethod: values.paymentMethod,
        ...(values.paymentMethod === 'cash' && changeForAmount(values.changeFor) !== null
          ? { changeFor: changeForAmount(values.changeFor)! }
          : {}),
        promoCode: promoCode ?? undefined,
        ...(scheduledFor ? { scheduledFor } : {}),
        items: lines.map((line) => ({
          product_id: line.id,
          quantity: line.quantity,
          ...(line.notes ? { notes: line.notes } : {}),
          ...(line.options
            ? { options: line.options.map((o) => ({ option_id: o.id, quantity: o.quantity })) }
            : {}),
        })),
        idempotencyKey: attemptKeys.keyFor(attemptFingerprint(lines, values, promoCode)),
      });
    } catch (error) {
      discardWindow(win);
      console.error('Erro ao criar pedido:', error);
      reportFailure(error);
      return;
    }

    attemptKeys.reset();
    // No toast: the success page's own heading says it, where the customer is looking.
    const placed = {
      id: order.id,
      orderNumber: order.order_number,
      total: order.total_amount,
      paymentMethod: order.payment_method,
    };
    let whatsApp: Pick<SuccessState, 'whatsAppUrl' | 'whatsAppBlocked'> = {};
    if (settings.whatsappNumber) {
      const trackingUrl = orderTrackingUrl(window.location.origin, order.id);
      const pixCode = order.payment_method === 'pix' ? orderPixCode(settings.pix, placed) : null;
      const url = whatsAppLink(
        settings.whatsappNumber,
        newOrderMessage(order, {
          trackingUrl,
          pixCode,
          scheduledText: orderScheduleText(
            order,
            settings.timezone,
            settings.schedulingSlotMinutes,
          ),
        }),
      );
      whatsApp = { whatsAppUrl: url, whatsAppBlocked: !handOffWindow(win, url) };
    } else {
      console.warn('WhatsApp Business number not configured');
    }
    onPlaced(values);
    store.clear();
    const state: SuccessState = { order: placed, ...whatsApp };
    await navigate('/client/success', { state });
  }

  function reportFailure(error: unknown) {
    if (!(error instanceof PlaceOrderError) || !error.fromServer) {
      toast.error(M.errorTitle, { description: M.errorDescription });
      return;
    }
    // Something ran out: the summary names it and offers to remove it (no toast over the cart).
    if (error.code === 'out_of_stock') {
      onSoldOut({ message: error.message, items: error.soldOut });
      refreshMenu();
      return;
    }
    const title =
      error.code === 'below_minimum'
        ? M.minimumTitle
        : error.code === 'shop_closed'
          ? CLOSED_TITLE
          : TIMING_CODES.has(error.code)
            ? SLOT_TITLE
            : isMenuRefusal(error.code)
              ? REVIEW_CART_BLOCK.title
              : M.errorTitle;
    // A refused line: the menu refetch marks it, and its toast takes this one's place.
    toast.error(title, {
      description: error.message,
      ...(isMenuRefusal(error.code) ? { id: UNAVAILABLE_TOAST_ID } : {}),
    });
    if (error.code === 'invalid_phone') {
      form.setError('customerPhone', { message: error.message }, { shouldFocus: true });
    }
    if (error.code === 'outside_delivery_area' || error.code === 'zone_mismatch') {
      form.setError('deliveryZoneId', { message: error.message }, { shouldFocus: true });
    }
    if (STALE_CODES.has(error.code)) onStale();
    if (TIMING_CODES.has(error.code) || error.code === 'shop_closed') {
      onTimingRefused?.(error.code, error.message);
    }
    if (isMenuRefusal(error.code)) refreshMenu();
    if (error.code.startsWith('promo_')) onPromoRefused();
  }

  /** The shop takes no orders now: say so, send nothing. */
  function showClosed() {
    toast.warning(CLOSED_TITLE, { id: 'shop-closed', description: closedLine ?? undefined });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    if (scheduledFor === null) {
      onSlotMissing?.();
      return;
    }
    if (closedLine) {
      showClosed();
      return;
    }
    // A line whose product left the menu is never sent, and never dropped: the customer removes it
    // first (said before the form's own checks, which would not mention it).
    const unavailable = unavailableBlock(lines);
    if (unavailable) {
      toast.error(unavailable.title, {
        id: UNAVAILABLE_TOAST_ID,
        description: unavailable.description,
      });
      focusFirstRemover();
      return;
    }
    busy.current = true;
    const formElement = event.currentTarget;
    // The window must open now, inside the submit event, or popup blockers stop it; it opens only
    // when the order is about to be sent, so a form with errors never flashes an empty window.
    const willSend =
      shortfall === 0 &&
      !lines.some((line) => line.problem) &&
      Boolean(settings.whatsappNumber) &&
      checkoutSchema(rules).safeParse(form.getValues()).success;
    const win = willSend ? openPendingWindow() : null;
    void form
      .handleSubmit(
        (values) => place(values, win),
        (errors) => {
          discardWindow(win);
          focusFirstError(formElement, Object.keys(errors));
          const values = form.getValues();
          if (rules.zonesRequired && isOutsideZone(values)) {
            // Not "Campos obrigatórios": nothing is missing, the shop does not deliver there.
            toast.error(M.outsideTitle(values.neighborhood.trim()), {
              description: M.outsideDescription(settings.acceptsPickup),
            });
          } else if (hasMissingRequiredField(values, rules)) {
            toast.error(M.requiredTitle, { description: M.requiredDescription });
          }
        },
      )(event)
      .catch((error: unknown) => console.error('Erro ao criar pedido:', error))
      .finally(() => {
        busy.current = false;
      });
  }

  return { onSubmit, showClosed };
}
