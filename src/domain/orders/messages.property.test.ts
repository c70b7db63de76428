// Properties of the new-order WhatsApp text: whatever the customer
// typed, the message carries it verbatim, and the wa.me link carries the whole message.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents, money, trickyText as text } from '@/test/arbitraries';
import { describeOptionLines } from '@/domain/option-lines';
import { newOrderMessage, type NewOrderMessageOrder } from '@/domain/orders/messages';
import { paymentMethodLabel } from '@/domain/orders/payment-methods';
import { toWhatsAppNumber } from '@/domain/phone';
import { whatsAppLink } from '@/domain/whatsapp';

const amount = cents.map((c) => c / 100);
const option = fc.record({
  option_id: fc.uuid(),
  group: text,
  name: text,
  price: fc.oneof(fc.constant(0), amount),
  quantity: fc.integer({ min: 1, max: 10 }),
});
const item = fc.record(
  {
    product_id: fc.uuid(),
    name: text,
    price: amount,
    quantity: fc.integer({ min: 1, max: 99 }),
    notes: text,
    options: fc.array(option, { maxLength: 3 }),
  },
  { requiredKeys: ['product_id', 'name', 'price', 'quantity'] },
);

const order: fc.Arbitrary<NewOrderMessageOrder> = fc.record({
  order_number: fc.oneof(fc.integer({ min: 1, max: 999_999 }).map(String), text),
  customer_name: text,
  customer_phone: fc.oneof(fc.constant(''), fc.constant(null), text),
  customer_address: fc.oneof(fc.constant(''), fc.constant(null), text),
  fulfillment: fc.constantFrom('delivery', 'pickup', null),
  items: fc.array(item, { maxLength: 6 }),
  payment_method: fc.oneof(fc.constantFrom('pix', 'cash', 'credit', 'debit', ''), text),
  subtotal: amount,
  delivery_fee: fc.oneof(fc.constant(0), amount),
  discount: fc.oneof(fc.constant(0), amount),
  promo_code: fc.option(text, { nil: null }),
  total_amount: amount,
  notes: fc.option(text, { nil: null }),
});

describe('newOrderMessage', () => {
  it('carries the customer verbatim, the phone when present and the address or pickup, then ends with the request to confirm', () => {
    fc.assert(
      fc.property(order, (o) => {
        const message = newOrderMessage(o);
        expect(
          message.startsWith(`*Novo pedido #${o.order_number}*\n\n*Cliente:* ${o.customer_name}\n`),
        ).toBe(true);
        if (o.customer_phone) expect(message).toContain(`\n*Telefone:* ${o.customer_phone}\n`);
        if (o.fulfillment === 'pickup') expect(message).toContain('\n*Retirada no local*\n');
        else if (o.customer_address)
          expect(message).toContain(`\n*Endereço:* ${o.customer_address}\n`);
        expect(message.endsWith('\n\nPor favor, confirme o pedido.')).toBe(true);
      }),
    );
  });

  it('lists every item in order with the line total in whole cents, its options and its note under it', () => {
    fc.assert(
      fc.property(order, (o) => {
        const message = newOrderMessage(o);
        let from = message.indexOf('*Itens:*\n');
        expect(from).toBeGreaterThan(0);
        for (const entry of o.items) {
          const lineTotal = (Math.round(entry.price * 100) * entry.quantity) / 100;
          const options = describeOptionLines(entry.options ?? []);
          const under = [
            options ? `\n  ${options}` : '',
            entry.notes ? `\n  Obs.: ${entry.notes}` : '',
          ].join('');
          const line = `\n${entry.quantity}x ${entry.name} — ${money(lineTotal)}${under}\n`;
          const at = message.indexOf(line, from);
          expect(at).toBeGreaterThanOrEqual(from);
          from = at + line.length - 1;
        }
      }),
    );
  });

  it('states payment, subtotal and total, and the fee, discount with its code and notes when there are any', () => {
    fc.assert(
      fc.property(order, (o) => {
        const message = newOrderMessage(o);
        expect(message).toContain(`\n*Pagamento:* ${paymentMethodLabel(o.payment_method)}\n`);
        expect(message).toContain(`\n*Subtotal:* ${money(o.subtotal)}\n`);
        expect(message).toContain(`\n*Total:* ${money(o.total_amount)}\n`);
        if (o.delivery_fee > 0)
          expect(message).toContain(`\n*Taxa de entrega:* ${money(o.delivery_fee)}\n`);
        const label = o.promo_code ? `Desconto (${o.promo_code})` : 'Desconto';
        if (o.discount > 0) expect(message).toContain(`\n*${label}:* -${money(o.discount)}\n`);
        if (o.notes) expect(message).toContain(`\n\n*Observações:* ${o.notes}\n\n`);
      }),
    );
  });

  it('leaves out fee, discount, notes and pickup lines when there are none (with plain customer data)', () => {
    const plain = fc.string({ unit: fc.constantFrom(...'abc XYZ 0123,.-') });
    fc.assert(
      fc.property(order, plain, plain, plain, (o, name, phone, address) => {
        const bare = {
          ...o,
          order_number: '1042',
          customer_name: name,
          customer_phone: phone,
          customer_address: address,
          fulfillment: 'delivery',
          items: o.items.map((i) => ({ ...i, name, notes: undefined, options: [] })),
          payment_method: 'pix',
          promo_code: null,
          delivery_fee: 0,
          discount: 0,
          notes: null,
        };
        expect(newOrderMessage(bare)).not.toMatch(
          /Taxa de entrega|Desconto|Observações|Obs\.|Retirada|Pix copia|Acompanhe| {2}\+/,
        );
      }),
    );
  });
});

describe('the new-order wa.me link', () => {
  it('opens a chat with the business number; its text decodes back to exactly the message', () => {
    const businessNumber = fc.oneof(
      fc.string({ unit: fc.constantFrom(...'0123456789 ()-+'), maxLength: 20 }),
      fc.constantFrom('5511999999999', '(11) 99999-9999'),
    );
    fc.assert(
      fc.property(businessNumber, order, text, (to, o, tracking) => {
        const message = newOrderMessage(o, { trackingUrl: tracking });
        const link = whatsAppLink(to, message);
        const url = new URL(link);
        expect(url.origin).toBe('https://wa.me');
        expect(url.pathname).toBe(`/${toWhatsAppNumber(to)}`);
        expect(url.hash).toBe('');
        expect([...url.searchParams.keys()]).toEqual(['text']);
        expect(url.searchParams.get('text')).toBe(message);
        expect(decodeURIComponent(link.split('?text=')[1]!)).toBe(message);
      }),
    );
  });
});
