// Prices per size in orders (docs/ordering-rules.md, "Preço por tamanho"): a flavour group whose
// prices depend on the chosen size is priced by place_order with the size's price, never the
// browser's; "max" and "average" charge a meio a meio by its dearest half or by the average of the
// halves, and the storefront's rules give the same figures. Who writes the prices is in
// option-prices.test.ts.
import { describe, expect, it } from 'vitest';
import { useStack } from './support/fixture.ts';
import {
  BROTO,
  CALABRESA,
  GRANDE,
  MEDIA,
  MUCARELA,
  QUATRO_QUEIJOS,
  optionPricesKit,
  pizza,
  saveSabores,
  type Line,
} from './support/option-prices.ts';

const t = useStack();
const { placed, sheetPrice } = optionPricesKit(t);

describe('prices per size', () => {
  it('a broto and a grande of the same flavours cost what the size says', async () => {
    expect((await saveSabores(t.owner, 'max')).error).toBeNull();
    const broto = await placed([pizza(BROTO, QUATRO_QUEIJOS, MUCARELA)]);
    const grande = await placed([pizza(GRANDE, QUATRO_QUEIJOS, MUCARELA)]);
    // 34,90 + Broto 0 + the dearest half (Quatro Queijos, 8 on a broto)
    expect(Number(broto.subtotal)).toBeCloseTo(42.9, 2);
    // 34,90 + Grande 22 + the dearest half (Quatro Queijos, 14 on a grande)
    expect(Number(grande.subtotal)).toBeCloseTo(70.9, 2);
    expect(grande.items[0]!.options.find((o) => o.option_id === QUATRO_QUEIJOS)?.price).toBe(14);
    // A size without prices in the table keeps each flavour's own price (Média: 8).
    const media = await placed([pizza(MEDIA, QUATRO_QUEIJOS)]);
    expect(Number(media.subtotal)).toBeCloseTo(34.9 + 12 + 8, 2);
    // The storefront's rules give the same figures.
    expect(await sheetPrice(pizza(BROTO, QUATRO_QUEIJOS, MUCARELA))).toBeCloseTo(42.9, 2);
    expect(await sheetPrice(pizza(GRANDE, QUATRO_QUEIJOS, MUCARELA))).toBeCloseTo(70.9, 2);
    expect(await sheetPrice(pizza(MEDIA, QUATRO_QUEIJOS))).toBeCloseTo(54.9, 2);
  });

  it('max charges the dearest half, average the average of the halves (to the cent)', async () => {
    expect((await saveSabores(t.owner, 'max')).error).toBeNull();
    const max = await placed([pizza(GRANDE, QUATRO_QUEIJOS, CALABRESA)]);
    expect(Number(max.subtotal)).toBeCloseTo(34.9 + 22 + 14, 2);

    expect((await saveSabores(t.owner, 'average')).error).toBeNull();
    // (14 + 9,01) / 2 = 11,505 → 11,51
    const average = await placed([pizza(GRANDE, QUATRO_QUEIJOS, CALABRESA)]);
    expect(Number(average.subtotal)).toBeCloseTo(34.9 + 22 + 11.51, 2);
    expect(await sheetPrice(pizza(GRANDE, QUATRO_QUEIJOS, CALABRESA))).toBeCloseTo(68.41, 2);
    // One flavour only: its whole price.
    const whole = await placed([pizza(BROTO, CALABRESA)]);
    expect(Number(whole.subtotal)).toBeCloseTo(34.9 + 3, 2);
  });

  it("ignores the browser's prices", async () => {
    expect((await saveSabores(t.owner, 'max')).error).toBeNull();
    const line = pizza(GRANDE, QUATRO_QUEIJOS);
    const tampered: Line = {
      ...line,
      price: 1,
      options: line.options.map((o) => ({ ...o, price: 0 })),
    };
    const order = await placed([tampered]);
    expect(Number(order.subtotal)).toBeCloseTo(34.9 + 22 + 14, 2);
  });
});
