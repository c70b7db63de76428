// Properties of the printed receipt: whatever the customer typed prints
// as text, never as markup, in both copies. The HTML is parsed with the DOM to check.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents, trickyText as text } from '@/test/arbitraries';
import { formatBRL } from '@/domain/format';
import { describeOptionLines } from '@/domain/option-lines';
import { PAPER_HEIGHTS, PAPER_WIDTHS, type PrinterSettings } from '@/domain/orders/paper';
import { buildReceipt } from '@/domain/orders/receipt';
import { paymentText, type ReceiptOrder } from '@/domain/orders/receipt-copy';

// `text` is well-formed Unicode: orders come from Postgres text, which cannot hold a lone surrogate
// (and jsdom's parser throws on some). `anyCodeUnits` covers them where no DOM parse is needed.
const anyCodeUnits = fc.oneof(
  text,
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)) }),
);

const orderOf = (text: fc.Arbitrary<string>): fc.Arbitrary<ReceiptOrder> => {
  const option = fc.record({
    group: text,
    pricing: fc.constantFrom('sum', 'max'),
    name: text,
    price: fc.oneof(
      fc.constant(0),
      cents.map((c) => c / 100),
    ),
    quantity: fc.integer({ min: 1, max: 10 }),
  });
  const item = fc.record(
    {
      name: text,
      priceCents: cents,
      quantity: fc.integer({ min: 1, max: 99 }),
      notes: text,
      options: fc.array(option, { maxLength: 3 }),
    },
    { requiredKeys: ['name', 'priceCents', 'quantity'] },
  );
  return fc.record({
    order_number: fc.oneof(fc.integer({ min: 1, max: 999_999 }).map(String), text),
    created_at: fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2099-12-31T23:59:59Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString()),
    customer_name: text,
    customer_phone: fc.option(text, { nil: null }),
    customer_address: fc.option(text, { nil: null }),
    fulfillment: fc.constantFrom('delivery', 'pickup', null),
    payment_method: fc.option(fc.oneof(fc.constantFrom('pix', 'cash', 'credit', 'debit'), text), {
      nil: null,
    }),
    payment_status: fc.constantFrom('paid', 'pending', null),
    items: fc
      .array(item, { maxLength: 5 })
      .map((items) =>
        items.map(({ priceCents, ...rest }) => ({ ...rest, price: priceCents / 100 })),
      ),
    subtotal: cents.map((c) => c / 100),
    delivery_fee: fc.oneof(
      fc.constant(0),
      cents.map((c) => c / 100),
    ),
    discount: fc.oneof(
      fc.constant(0),
      cents.map((c) => c / 100),
    ),
    promo_code: fc.option(text, { nil: null }),
    total_amount: cents.map((c) => c / 100),
    notes: fc.option(text, { nil: null }),
    shop_name: fc.option(text, { nil: null }),
    shop_phone: fc.option(text, { nil: null }),
    delivery_zone: fc.option(text, { nil: null }),
  });
};
const order = orderOf(text);

const printer: fc.Arbitrary<PrinterSettings> = fc.record({
  width: fc.constantFrom(...PAPER_WIDTHS),
  height: fc.constantFrom(...PAPER_HEIGHTS),
});
const printedAt = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2099-12-31T23:59:59Z'),
  noInvalidDate: true,
});

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

/** What an HTML parser makes of text: line breaks normalised to \n, NUL dropped from body text. */
const asParsed = (value: string) => value.replace(/\r\n?/g, '\n').replace(/\0/g, '');

/** The same order with every customer string replaced by a harmless one of the same emptiness. */
function neutral(o: ReceiptOrder): ReceiptOrder {
  const plain = <T extends string | null | undefined>(value: T) => (value ? 'x' : value);
  return {
    ...o,
    order_number: plain(o.order_number),
    customer_name: plain(o.customer_name),
    customer_phone: plain(o.customer_phone),
    customer_address: plain(o.customer_address),
    payment_method: plain(o.payment_method),
    items: o.items.map((i) => ({
      ...i,
      name: plain(i.name),
      ...(i.notes != null ? { notes: plain(i.notes) } : {}),
      ...(i.options ? { options: i.options.map((op) => ({ ...op, name: plain(op.name) })) } : {}),
    })),
    promo_code: plain(o.promo_code ?? null),
    notes: plain(o.notes),
    shop_name: plain(o.shop_name ?? null),
    shop_phone: plain(o.shop_phone ?? null),
    delivery_zone: plain(o.delivery_zone ?? null),
  };
}

/** Every element with its attributes, in document order: the receipt's markup. */
const markup = (doc: Document) =>
  [...doc.querySelectorAll('*')].map(
    (el) =>
      `${el.tagName.toLowerCase()}[${[...el.attributes].map((a) => `${a.name}=${a.value}`).join(' ')}]`,
  );

/**
 * The markup of HTML holding only the template's own tags, read straight off its start tags
 * (parsing a second document per run would double this file's time).
 */
const templateMarkup = (html: string) =>
  [...html.matchAll(/<([a-z][a-z0-9]*)((?: [a-z-]+="[^"]*")*)>/g)].map(
    ([, tag, attributes]) =>
      `${tag}[${[...attributes!.matchAll(/ ([a-z-]+)="([^"]*)"/g)].map(([, name, value]) => `${name}=${value}`).join(' ')}]`,
  );

/** The text after '<label>' in the copy's `<div><strong>label</strong> …</div>`, if printed. */
function field(copy: Element, label: string): string | undefined {
  const strong = [...copy.querySelectorAll(':scope > div > strong')].find(
    (el) => el.textContent === label,
  );
  return strong?.parentElement?.textContent?.slice(label.length + 1);
}

describe('buildReceipt', () => {
  it('never throws, and every "<" and ">" in the HTML comes from the template, whatever the input', () => {
    fc.assert(
      fc.property(orderOf(anyCodeUnits), printer, printedAt, (o, paper, at) => {
        const html = buildReceipt(o, paper, at);
        const reference = buildReceipt(neutral(o), paper, at);
        expect(html.split('<').length).toBe(reference.split('<').length);
        expect(html.split('>').length).toBe(reference.split('>').length);
        expect(html.toLowerCase()).not.toContain('<script');
      }),
    );
  });

  it('parsed by the DOM, customer input adds no element and reads back verbatim as text in both copies', () => {
    fc.assert(
      fc.property(order, printer, printedAt, (o, paper, at) => {
        const doc = parse(buildReceipt(o, paper, at));
        expect(markup(doc)).toEqual(templateMarkup(buildReceipt(neutral(o), paper, at)));
        expect(doc.querySelectorAll('script, img, iframe, [onerror], [onload]')).toHaveLength(0);

        // <title> holds only text: there NUL becomes U+FFFD instead of being dropped.
        expect(doc.querySelector('title')?.textContent).toBe(
          `Pedido #${o.order_number.replace(/\r\n?/g, '\n').replace(/\0/g, '\ufffd')}`,
        );
        const copies = [...doc.querySelectorAll('section.copy')];
        expect(copies.map((copy) => copy.querySelector('h1')?.textContent)).toEqual([
          'VIA DO CLIENTE',
          'VIA DO ENTREGADOR',
        ]);
        for (const [index, copy] of copies.entries()) {
          expect(
            [...copy.querySelectorAll(':scope > .center.strong')].map((el) => el.textContent),
          ).toEqual([
            ...(o.shop_name ? [asParsed(o.shop_name)] : []),
            `Pedido #${asParsed(o.order_number)}`,
          ]);
          const courier = index === 1 && o.fulfillment !== 'pickup' && o.delivery_zone;
          expect(copy.querySelector(':scope > .zone')?.textContent).toBe(
            courier ? `Zona de entrega: ${asParsed(o.delivery_zone!)}` : undefined,
          );
          expect(field(copy, 'Cliente:')).toBe(asParsed(o.customer_name));
          expect(field(copy, 'Telefone:')).toBe(
            o.customer_phone ? asParsed(o.customer_phone) : undefined,
          );
          expect(field(copy, 'Endereço de entrega:')).toBe(
            o.customer_address && o.fulfillment !== 'pickup'
              ? asParsed(o.customer_address)
              : undefined,
          );
          expect(copy.querySelector(':scope > .pickup')?.textContent).toBe(
            o.fulfillment === 'pickup' ? 'Retirada no local' : undefined,
          );
          expect(field(copy, 'Pagamento:')).toBe(asParsed(paymentText(o)));
          expect(field(copy, 'Observações:')).toBe(o.notes ? asParsed(o.notes) : undefined);
          const items = [...copy.querySelectorAll(':scope > .item')];
          expect(items).toHaveLength(o.items.length);
          items.forEach((el, i) => {
            const entry = o.items[i]!;
            const [label, price] = [...el.querySelectorAll(':scope > .row > span')].map(
              (span) => span.textContent,
            );
            expect(label).toBe(`${entry.quantity}x ${asParsed(entry.name)}`);
            expect(price).toBe(formatBRL((Math.round(entry.price * 100) * entry.quantity) / 100));
            expect(
              [...el.querySelectorAll(':scope > .option')].map((op) => op.textContent),
            ).toEqual(
              describeOptionLines(entry.options ?? [])
                ? [asParsed(describeOptionLines(entry.options ?? []))]
                : [],
            );
            expect(el.querySelector('.note')?.textContent).toBe(
              entry.notes ? `Obs.: ${asParsed(entry.notes)}` : undefined,
            );
          });
        }
      }),
    );
    // A jsdom parse per run: allow for a busy machine running the whole suite in parallel.
  }, 30_000);
});
