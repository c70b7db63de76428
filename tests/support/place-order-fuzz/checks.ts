// The properties every place_order answer must have, whatever the fuzz sent:
//   - there is an answer, and its status is never 5xx;
//   - a non-2xx answer wrote no order (the orders count, taken with the service key before and
//     after each call, is unchanged; for concurrent batches, the new rows are exactly the orders the
//     2xx answers returned) and carries an error `message`; a business-rule reject (P0001) carries
//     one of place_order's pt-BR messages and a known machine code in `details`;
//   - a 2xx answer wrote exactly one order, priced from the catalogue and company_settings, never
//     from the body.
import { expect } from 'vitest';
import {
  ANSWER_WITHIN_MS,
  parsedBody,
  preview,
  send,
  type Answer,
  type Call,
  type ErrorBody,
} from './call.ts';
import type { Order } from '../place-order.ts';
import type { FuzzRun } from './run.ts';

// Every message place_order raises (the UI shows them as is), and their machine codes.
const MESSAGES =
  /^(Por favor, preencha|O campo .+ é longo demais\.|Telefone inválido|Adicione itens|Os itens do pedido são inválidos|O pedido pode ter|A quantidade de cada item|Forma de pagamento inválida|Esta forma de pagamento|A loja ainda não está configurada|Um dos produtos|O produto ".*" não está disponível|O valor mínimo|Pedidos online vão até|Código promocional inválido|Este código promocional)/;
const DETAILS = [
  'required_fields',
  'text_too_long',
  'invalid_phone',
  'empty_cart',
  'invalid_items',
  'too_many_items',
  'invalid_quantity',
  'invalid_payment_method',
  'settings_missing',
  'payment_method_not_accepted',
  'unknown_product',
  'unavailable_product',
  'below_minimum',
  'order_too_large',
  'promo_not_found',
  'promo_inactive',
  'promo_expired',
  'promo_used_up',
];

/** Sends one call and checks every property; returns the answer for call-specific checks. */
export async function check(run: FuzzRun, call: Call): Promise<Answer> {
  const before = await run.orderCount();
  const started = Date.now();
  const answer = await send(run.t.stack, call);
  const elapsed = Date.now() - started;
  if (elapsed > 2000)
    run.slow.push(
      `${elapsed} ms: ${call.source} ${preview(call.body).slice(0, 300)} -> ${answer.status} ${answer.text.slice(0, 200)}`,
    );
  const after = await run.orderCount();
  await checkAnswer(run, call, answer, after - before);
  return answer;
}

/**
 * The properties of one answer. `written` is how many orders the call added (counted around it),
 * or undefined when calls ran concurrently and the caller checks the table for the whole batch.
 */
export async function checkAnswer(
  run: FuzzRun,
  call: Call,
  answer: Answer,
  written: number | undefined,
): Promise<void> {
  const request = `${call.method ?? 'POST'}${call.query ? ` ?${call.query.slice(0, 200)}` : ''} [${call.contentType === undefined ? 'application/json' : String(call.contentType)}]${call.headers ? ` ${JSON.stringify(call.headers)}` : ''}`;
  const where = `${call.source}: ${request} ${preview(call.body)}\n  -> ${answer.status} ${answer.text.slice(0, 500)}`;
  const error = answer.json as ErrorBody | undefined;
  run.record(
    call.source,
    answer.status < 300
      ? `${answer.status}`
      : `${answer.status} ${error?.code ?? '?'}${error?.code === 'P0001' ? ` ${String(error.details)}` : ''}`,
  );

  expect(answer.status, `no answer within ${ANSWER_WITHIN_MS} ms for ${where}`).toBeGreaterThan(0);
  expect(answer.status, `5xx for ${where}`).toBeLessThan(500);
  if (answer.status >= 200 && answer.status < 300) {
    if (written !== undefined)
      expect(written, `a 2xx must write exactly one order: ${where}`).toBe(1);
    await checkPricedOnServer(run, answer.json, call.body, where, written !== undefined);
  } else {
    if (written !== undefined) expect(written, `a reject wrote an order: ${where}`).toBe(0);
    expect(answer.status, where).toBeGreaterThanOrEqual(400);
    // (an answer to HEAD has no body)
    if (call.method !== 'HEAD') {
      expect(
        typeof error?.message === 'string' && error.message.length > 0,
        `no error message: ${where}`,
      ).toBe(true);
    }
    if (error?.code === 'P0001') {
      expect(error.message, where).toMatch(MESSAGES);
      expect(DETAILS, where).toContain(error.details);
    }
  }
}

/** A 2xx answer: the order is stored once, as returned, with lines and totals from the server. */
async function checkPricedOnServer(
  run: FuzzRun,
  returned: unknown,
  body: string | Uint8Array,
  where: string,
  counted: boolean,
): Promise<void> {
  const { catalogue, promos, settings } = run;
  // An answer in another format (Accept: text/csv…) does not carry the order: take the newest one
  // (each call is counted before and after, so it is the one this call wrote).
  const answered = typeof (returned as Order | undefined)?.id === 'string';
  // (concurrent calls must answer with the order: there is no telling which new row is whose)
  expect(answered || counted, `a 2xx without the order: ${where}`).toBe(true);
  const order = answered
    ? (returned as Order)
    : ((
        await run.t.service
          .from('orders')
          .select('*')
          .order('created_at', { ascending: false })
          .limit(1)
      ).data![0] as unknown as Order);
  expect(
    run.acknowledged.has(order.id),
    `a 2xx returned an order already acknowledged: ${where}`,
  ).toBe(false);
  const { data, error } = await run.t.service.from('orders').select('*').eq('id', order.id);
  expect(error, where).toBeNull();
  expect(data, where).toHaveLength(1);
  const row = data![0] as unknown as Order;
  run.acknowledged.set(row.id, row);

  let subtotal = 0; // in cents
  for (const line of row.items) {
    const product = catalogue.get(line.product_id);
    expect(product, `unknown product stored: ${where}`).toBeDefined();
    expect(product!.is_available, `unavailable product sold: ${where}`).toBe(true);
    expect({ name: line.name, price: line.price }, where).toEqual({
      name: product!.name,
      price: product!.price,
    });
    expect(
      Number.isInteger(line.quantity) && line.quantity >= 1 && line.quantity <= 99,
      where,
    ).toBe(true);
    subtotal += Math.round(product!.price * 100) * line.quantity;
  }
  expect(row.items.length, where).toBeGreaterThan(0);
  expect(row.items.length, where).toBeLessThanOrEqual(50);
  expect(Math.round(row.subtotal * 100), `subtotal not from the catalogue: ${where}`).toBe(
    subtotal,
  );
  expect(subtotal, where).toBeGreaterThanOrEqual(Math.round(settings.minimum_order * 100));
  expect(row.delivery_fee, where).toBe(settings.delivery_fee);
  let discount = 0;
  if (row.promo_code !== null) {
    const promo = promos.get(row.promo_code);
    expect(promo, `unknown promo stored: ${where}`).toBeDefined();
    discount =
      promo!.type === 'percentage'
        ? Math.round((subtotal * promo!.discount) / 100)
        : Math.min(Math.round(promo!.discount * 100), subtotal);
  }
  expect(Math.round(row.discount * 100), where).toBe(discount);
  expect(Math.round(row.total_amount * 100), where).toBe(
    subtotal + Math.round(settings.delivery_fee * 100) - discount,
  );
  expect(row.status, where).toBe('pending');
  expect(['pix', 'cash', 'credit', 'debit'], where).toContain(row.payment_method);

  // What was answered is what was stored.
  if (answered)
    expect(order, where).toMatchObject({
      order_number: row.order_number,
      items: row.items,
      subtotal: row.subtotal,
      discount: row.discount,
      total_amount: row.total_amount,
      promo_code: row.promo_code,
    });

  // The lines are the products and quantities that were sent, in order (prices and names that
  // came with them are ignored).
  const sent = parsedBody(body);
  if (sent && Array.isArray(sent.items)) {
    expect(
      row.items.map((l) => [l.product_id, l.quantity]),
      where,
    ).toEqual(
      (sent.items as Array<{ product_id: string; quantity: number }>).map((i) => [
        i.product_id.toLowerCase(),
        i.quantity,
      ]),
    );
  }
}
