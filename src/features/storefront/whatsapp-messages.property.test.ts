// Properties of the storefront's WhatsApp texts (spec 7, "External links"): whatever the customer
// typed, the message carries it verbatim, and the wa.me link carries the whole message.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents, money, trickyText as text } from '@/test/arbitraries';
import { paymentMethodLabel } from '@/lib/payment-methods';
import { toWhatsAppNumber } from '@/lib/phone';
import {
  newOrderMessage,
  newOrderWhatsAppLink,
  orderQuestionMessage,
  type NewOrderMessageInput,
} from './whatsapp-messages';

const item = fc.record(
  {
    product_id: fc.uuid(),
    name: text,
    price: cents.map((c) => c / 100),
    quantity: fc.integer({ min: 1, max: 99 }),
    notes: text,
  },
  { requiredKeys: ['product_id', 'name', 'price', 'quantity'] },
);

const order: fc.Arbitrary<NewOrderMessageInput> = fc.record({
  order_number: fc.oneof(fc.integer({ min: 1, max: 999_999 }).map(String), text),
  customer_name: text,
  customer_phone: text,
  customer_address: text,
  items: fc.array(item, { maxLength: 6 }),
  payment_method: fc.oneof(fc.constantFrom('pix', 'cash', 'credit', 'debit', ''), text),
  delivery_fee: cents.map((c) => c / 100),
  discount: fc.oneof(
    fc.constant(0),
    cents.map((c) => c / 100),
  ),
  promo_code: fc.option(text, { nil: null }),
  total_amount: cents.map((c) => c / 100),
  notes: fc.option(text, { nil: null }),
});

describe('newOrderMessage', () => {
  it('carries the customer, phone and address verbatim, between the header and the request to confirm', () => {
    fc.assert(
      fc.property(order, (o) => {
        const message = newOrderMessage(o);
        expect(message.startsWith(`*Novo pedido #${o.order_number}*\n\n`)).toBe(true);
        expect(message).toContain(
          `*Cliente:* ${o.customer_name}\n*Telefone:* ${o.customer_phone}\n*Endereço:* ${o.customer_address}\n`,
        );
        expect(message.endsWith('\n\nPor favor, confirme o pedido.')).toBe(true);
      }),
    );
  });

  it('lists every item, in order, with quantity, name and the line total in whole cents', () => {
    fc.assert(
      fc.property(order, (o) => {
        const message = newOrderMessage(o);
        let from = message.indexOf('*Itens:*\n');
        expect(from).toBeGreaterThan(0);
        for (const entry of o.items) {
          const lineTotal = (Math.round(entry.price * 100) * entry.quantity) / 100;
          const notes = entry.notes ? `\n   Obs.: ${entry.notes}` : '';
          const line = `\n${entry.quantity}x ${entry.name} - ${money(lineTotal)}${notes}\n`;
          const at = message.indexOf(line, from);
          expect(at).toBeGreaterThanOrEqual(from);
          from = at + line.length - 1;
        }
      }),
    );
  });

  it('states payment and total, and the fee, discount and notes when there are any', () => {
    fc.assert(
      fc.property(order, (o) => {
        const message = newOrderMessage(o);
        expect(message).toContain(`\n*Pagamento:* ${paymentMethodLabel(o.payment_method)}\n`);
        expect(message).toContain(`\n*Total:* ${money(o.total_amount)}\n`);
        const fee = `\n*Taxa de entrega:* ${money(o.delivery_fee)}\n`;
        if (o.delivery_fee > 0) expect(message).toContain(fee);
        const label = o.promo_code ? `Desconto (${o.promo_code})` : 'Desconto';
        if (o.discount > 0) expect(message).toContain(`\n*${label}:* -${money(o.discount)}\n`);
        if (o.notes) expect(message).toContain(`\n\n*Observações:* ${o.notes}\n\n`);
      }),
    );
  });

  it('leaves out fee, discount and notes lines when there are none (with plain customer data)', () => {
    const plain = fc.string({ unit: fc.constantFrom(...'abc XYZ 0123,.-') });
    fc.assert(
      fc.property(order, plain, plain, plain, (o, name, phone, address) => {
        const bare = {
          ...o,
          order_number: '1042',
          customer_name: name,
          customer_phone: phone,
          customer_address: address,
          items: o.items.map((i) => ({ ...i, name, notes: undefined })),
          payment_method: 'pix',
          delivery_fee: 0,
          discount: 0,
          notes: null,
        };
        expect(newOrderMessage(bare)).not.toMatch(/Taxa de entrega|Desconto|Observações|Obs\./);
      }),
    );
  });
});

describe('newOrderWhatsAppLink', () => {
  it('opens a chat with the business number; its text decodes back to exactly the message', () => {
    const businessNumber = fc.oneof(
      fc.string({ unit: fc.constantFrom(...'0123456789 ()-+'), maxLength: 20 }),
      fc.constantFrom('5511999999999', '(11) 99999-9999'),
    );
    fc.assert(
      fc.property(businessNumber, order, (to, o) => {
        const link = newOrderWhatsAppLink(to, o);
        const url = new URL(link);
        expect(url.origin).toBe('https://wa.me');
        expect(url.pathname).toBe(`/${toWhatsAppNumber(to)}`);
        expect(url.hash).toBe('');
        expect([...url.searchParams.keys()]).toEqual(['text']);
        expect(url.searchParams.get('text')).toBe(newOrderMessage(o));
        expect(decodeURIComponent(link.split('?text=')[1]!)).toBe(newOrderMessage(o));
      }),
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
