// Properties of the admin's texts to customers and to the business (spec 4, 5, 7): the customer's
// name and the admin's message go out verbatim, and the sms: link carries the whole text.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents, money, trickyText as text } from '@/test/arbitraries';
import { paymentMethodLabel } from '@/lib/payment-methods';
import { toWhatsAppNumber } from '@/lib/phone';
import {
  DEFAULT_ESTIMATED_TIME,
  DELIVERY_ESTIMATE,
  businessNewOrderMessage,
  contactMessage,
  customerConfirmationMessage,
  outForDeliveryMessage,
  smsLink,
  statusChangeMessage,
} from './messages';

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

  it('status change, out for delivery and confirmation name the customer and the order verbatim', () => {
    fc.assert(
      fc.property(messageOrder, text, (order, status) => {
        const greeting = `Olá ${order.customer_name}! `;
        const label = `#${order.order_number}`;
        expect(statusChangeMessage(order, status)).toBe(
          `${greeting}O status do seu pedido ${label} foi atualizado para: *${status}*.`,
        );
        const out = outForDeliveryMessage(order);
        expect(out.startsWith(greeting)).toBe(true);
        expect(out).toContain(`Seu pedido ${label} saiu para entrega!`);
        expect(out.endsWith(`Previsão de chegada: ${DELIVERY_ESTIMATE}.`)).toBe(true);
        const confirmation = customerConfirmationMessage(order);
        expect(confirmation.startsWith(`${greeting}Recebemos seu pedido ${label} `)).toBe(true);
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

const item = fc.record({
  name: text,
  price: cents.map((c) => c / 100),
  quantity: fc.integer({ min: 1, max: 99 }),
});
const businessOrder = fc.record({
  order_number: fc.integer({ min: 1, max: 999_999 }).map(String),
  customer_name: text,
  customer_phone: fc.oneof(fc.constant(''), text),
  customer_address: fc.oneof(fc.constant(''), text),
  items: fc.array(item, { maxLength: 6 }),
  payment_method: fc.oneof(fc.constantFrom('pix', 'cash', 'credit', 'debit', ''), text),
  delivery_fee: fc.oneof(
    fc.constant(0),
    cents.map((c) => c / 100),
  ),
  total_amount: cents.map((c) => c / 100),
  notes: fc.option(text, { nil: null }),
});

describe('businessNewOrderMessage', () => {
  it('carries the customer verbatim, phone and address when present, and ends with the request to confirm', () => {
    fc.assert(
      fc.property(businessOrder, (order) => {
        const message = businessNewOrderMessage(order);
        expect(
          message.startsWith(
            `*Novo pedido #${order.order_number}*\n\n*Cliente:* ${order.customer_name}\n`,
          ),
        ).toBe(true);
        if (order.customer_phone)
          expect(message).toContain(`\n*Telefone:* ${order.customer_phone}\n`);
        if (order.customer_address)
          expect(message).toContain(`\n*Endereço:* ${order.customer_address}\n`);
        expect(message).toContain(`\n*Pagamento:* ${paymentMethodLabel(order.payment_method)}\n`);
        if (order.delivery_fee > 0)
          expect(message).toContain(`\n*Taxa de entrega:* ${money(order.delivery_fee)}\n`);
        expect(message).toContain(`\n*Total:* ${money(order.total_amount)}\n`);
        if (order.notes) expect(message).toContain(`\n\n*Observações:* ${order.notes}\n\n`);
        expect(message.endsWith('\n\nPor favor, confirme o pedido.')).toBe(true);
      }),
    );
  });

  it('lists every item in order with the line total in whole cents, as the storefront message does', () => {
    fc.assert(
      fc.property(businessOrder, (order) => {
        const message = businessNewOrderMessage(order);
        let from = message.indexOf('*Itens:*\n');
        expect(from).toBeGreaterThan(0);
        for (const entry of order.items) {
          const lineTotal = (Math.round(entry.price * 100) * entry.quantity) / 100;
          const line = `\n${entry.quantity}x ${entry.name} - ${money(lineTotal)}\n`;
          const at = message.indexOf(line, from);
          expect(at).toBeGreaterThanOrEqual(from);
          from = at + line.length - 1;
        }
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
