// Properties of the texts to customers: the customer's name, the cancel reason and
// the admin's message go out verbatim, and the sms: link carries the whole text.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trickyText as text } from '@/test/arbitraries';
import {
  DEFAULT_ESTIMATED_TIME,
  DELIVERY_ESTIMATE,
  contactMessage,
  customerConfirmationMessage,
  customerStatusMessage,
  orderQuestionMessage,
  smsLink,
} from '@/domain/orders/customer-messages';
import { ORDER_STATUSES } from '@/domain/orders/status';
import { toWhatsAppNumber } from '@/domain/phone';

const messageOrder = fc.record({
  order_number: fc.oneof(fc.integer({ min: 1, max: 999_999 }).map(String), text),
  customer_name: text,
});
/** Whitespace String.prototype.trim removes. */
const blank = fc.string({
  unit: fc.constantFrom(' ', '\n', '\t', '\r', '\u00a0', '\u2003', '\ufeff'),
});

describe('customer messages', () => {
  it('the dialog message: greeting with the name verbatim, the admin text trimmed and otherwise intact', () => {
    fc.assert(
      fc.property(messageOrder, text, blank, blank, (order, message, before, after) => {
        const result = contactMessage(order, before + message + after);
        expect(result).toBe(
          `Olá ${order.customer_name}, sobre seu pedido #${order.order_number}: ${message.trim()}`,
        );
        expect(contactMessage(order, message.trim())).toBe(result);
      }),
    );
  });

  it('every status text and the confirmation greet the customer and name the order verbatim', () => {
    fc.assert(
      fc.property(
        messageOrder,
        fc.constantFrom(...ORDER_STATUSES.filter((s) => s !== 'pending')),
        fc.option(text, { nil: undefined }),
        (order, status, trackingUrl) => {
          const greeting = `Olá ${order.customer_name}! `;
          const label = `#${order.order_number}`;
          const message = customerStatusMessage(order, status, { trackingUrl });
          expect(message?.startsWith(`${greeting}Seu pedido ${label} `)).toBe(true);
          if (trackingUrl)
            expect(message?.endsWith(`\n\nAcompanhe seu pedido: ${trackingUrl}`)).toBe(true);
          const out = customerStatusMessage(order, 'out_for_delivery');
          expect(out?.endsWith(`Previsão de chegada: ${DELIVERY_ESTIMATE}.`)).toBe(true);
          const confirmation = customerConfirmationMessage(order);
          expect(confirmation.startsWith(`${greeting}Recebemos seu pedido ${label} `)).toBe(true);
        },
      ),
    );
  });

  it('a cancellation carries the reason, trimmed, verbatim', () => {
    fc.assert(
      fc.property(messageOrder, text, (order, reason) => {
        const message = customerStatusMessage({ ...order, cancel_reason: reason }, 'cancelled');
        const trimmed = reason.trim();
        if (trimmed) expect(message).toContain(` foi cancelado. Motivo: ${trimmed}`);
        else expect(message).not.toContain(' foi cancelado. Motivo:');
      }),
    );
  });

  it('the confirmation gives the shop time trimmed, or 30-45 when it is missing or blank', () => {
    fc.assert(
      fc.property(
        messageOrder,
        fc.oneof(text, blank, fc.constant(null), fc.constant(undefined)),
        (order, time) => {
          const expected = time?.trim() || DEFAULT_ESTIMATED_TIME;
          expect(customerConfirmationMessage(order, time)).toContain(
            `Tempo estimado de entrega: ${expected} minutos. Obrigado pela preferência!`,
          );
        },
      ),
    );
  });
});

describe('orderQuestionMessage', () => {
  it('names the order number verbatim and never throws', () => {
    fc.assert(
      fc.property(text, (orderNumber) => {
        expect(orderQuestionMessage(orderNumber)).toBe(
          `Olá! Gostaria de saber sobre o meu pedido #${orderNumber}.`,
        );
      }),
    );
  });
});

describe('smsLink', () => {
  const phone = fc.oneof(
    fc.string({ unit: fc.constantFrom(...'0123456789 ()-+'), maxLength: 20 }),
    fc.string(),
  );

  it('goes to +<normalised number> and its body decodes back to exactly the text', () => {
    fc.assert(
      fc.property(phone, text, (to, body) => {
        const link = smsLink(to, body);
        const prefix = `sms:+${toWhatsAppNumber(to)}?body=`;
        expect(link.startsWith(prefix)).toBe(true);
        expect(link.slice(prefix.length)).toMatch(/^[A-Za-z0-9\-_.!~*'()%]*$/);
        expect(decodeURIComponent(link.slice(prefix.length))).toBe(body);
      }),
    );
  });

  it('never throws, even on a lone surrogate left by a broken paste (sent as U+FFFD)', () => {
    const withLoneSurrogate = fc
      .tuple(fc.string(), fc.integer({ min: 0xd800, max: 0xdfff }), fc.string())
      .map(([before, code, after]) => before + String.fromCharCode(code) + after);
    fc.assert(
      fc.property(phone, messageOrder, withLoneSurrogate, (to, order, message) => {
        const link = smsLink(to, contactMessage(order, message));
        const body = decodeURIComponent(link.slice(link.indexOf('?body=') + '?body='.length));
        expect(body).toBe(contactMessage(order, message).replace(/\p{Cs}/gu, '\uFFFD'));
      }),
    );
  });
});
