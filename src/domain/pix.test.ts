// The BR Code against the Banco Central's own published examples, then our builder's choices.
import { describe, expect, it } from 'vitest';
import {
  buildPixPayload,
  crc16,
  formatPixAmount,
  hasValidPixCrc,
  isPixText,
  normalisePixText,
  parsePixPayload,
  pixTxid,
} from '@/domain/pix';

/** Manual de Padrões para Iniciação do Pix (v2.1), 1.5: the static QR code's example. */
const MANUAL_STATIC =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
/** Same manual, the dynamic QR code's example (payload location in 26-25, txid in 62-05). */
const MANUAL_DYNAMIC =
  '00020101021226730014br.gov.bcb.pix2551pix.example.com/v2/8b3da2f39a4140d1a91abd93113bd4415204000053039865406123.455802BR5913Fulano de Tal6008BRASILIA62190515RP12345678-201963047309';
/** Manual do BR Code: several arrangements in one code, and templates 80-99. */
const BR_CODE_MANUAL =
  '00020104141234567890123426660014BR.GOV.BCB.PIX014466756C616E6F32303139406578616D706C652E636F6D27300012BR.COM.OUTRO011001234567895204000053039865406123.455802BR5915NOMEDORECEBEDOR6008BRASILIA61087007490062530515RP12345678-201950300017BR.GOV.BCB.BRCODE01051.0.080450014BR.GOV.BCB.PIX0123PADRAO.URL.PIX/0123ABCD81390012BR.COM.OUTRO01190123.ABCD.3456.WXYZ6304EB76';

const withoutCrc = (code: string) => code.slice(0, -4);

describe('crc16', () => {
  it('is CRC-16/CCITT-FALSE: the check value of "123456789" is 29B1', () => {
    expect(crc16('123456789')).toBe('29B1');
    expect(crc16('')).toBe('FFFF');
  });

  it("gives the CRC printed in each of the Banco Central's examples", () => {
    expect(crc16(withoutCrc(MANUAL_STATIC))).toBe('1D3D');
    expect(crc16(withoutCrc(MANUAL_DYNAMIC))).toBe('7309');
    expect(crc16(withoutCrc(BR_CODE_MANUAL))).toBe('EB76');
  });

  it('writes four uppercase hex digits, leading zeros included', () => {
    expect(crc16('a')).toBe('9D77');
    expect(crc16('Pedido 12')).toBe('0FE0');
  });
});

describe('buildPixPayload', () => {
  it("reproduces the manual's static example exactly (no amount: no 01, no 54)", () => {
    expect(
      buildPixPayload({
        key: '123e4567-e12b-12d1-a456-426655440000',
        merchantName: 'Fulano de Tal',
        merchantCity: 'BRASILIA',
      }),
    ).toBe(MANUAL_STATIC);
  });

  it("fixes an order's amount: single use (01 = 12), 54 with two decimals, txid in 62-05", () => {
    const code = buildPixPayload({
      key: '+5511987654321',
      merchantName: 'Pizzaria São João',
      merchantCity: 'São Paulo',
      amount: 12.5,
      txid: '1234',
    });
    expect(code).toBe(
      '000201010212' +
        '26360014br.gov.bcb.pix0114+5511987654321' +
        '520400005303986540512.505802BR' +
        '5917Pizzaria Sao Joao6009Sao Paulo' +
        '620805041234' +
        '6304B9BF',
    );
  });

  it('writes names and cities in ASCII within 25 and 15 characters', () => {
    const fields = parsePixPayload(
      buildPixPayload({
        key: 'pix@loja.com.br',
        merchantName: '  Lanchonete & Açaí  do Zé Ltda. — Matriz 🍔 ',
        merchantCity: 'Santa Bárbara d’Oeste',
        amount: 30,
      }),
    );
    expect(fields['59']).toBe('Lanchonete & Acai do Ze L');
    expect(fields['60']).toBe('Santa Barbara d');
    expect(fields['54']).toBe('30.00');
  });

  it('refuses what cannot make a payable code', () => {
    const base = { key: 'pix@loja.com.br', merchantName: 'Loja', merchantCity: 'Recife' };
    expect(() => buildPixPayload({ ...base, key: '' })).toThrow(RangeError);
    expect(() => buildPixPayload({ ...base, merchantName: '李記' })).toThrow(RangeError);
    expect(() => buildPixPayload({ ...base, merchantCity: ' ' })).toThrow(RangeError);
    expect(() => buildPixPayload({ ...base, amount: 0 })).toThrow(RangeError);
    expect(() => buildPixPayload({ ...base, key: 'x'.repeat(78) })).toThrow(RangeError);
    expect(() => buildPixPayload({ ...base, key: 'x'.repeat(77) })).not.toThrow();
    // A length counts bytes: "joão@…" would be 1 byte longer than its 19 characters say.
    expect(() => buildPixPayload({ ...base, key: 'joão@padaria.com.br' })).toThrow(RangeError);
  });
});

describe('formatPixAmount', () => {
  it('writes reais with a point and exactly two decimals', () => {
    expect(formatPixAmount(12.5)).toBe('12.50');
    expect(formatPixAmount(0.1 + 0.2)).toBe('0.30');
    expect(formatPixAmount(0.01)).toBe('0.01');
    expect(formatPixAmount(1234.567)).toBe('1234.57');
    expect(formatPixAmount(9999999999.99)).toBe('9999999999.99');
  });

  it('refuses amounts a Pix cannot carry', () => {
    for (const amount of [0, 0.004, -1, NaN, Infinity, 1e10])
      expect(() => formatPixAmount(amount), String(amount)).toThrow(RangeError);
  });
});

describe('isPixText', () => {
  it('takes accents (the code carries them folded) and refuses emoji, other scripts, blanks', () => {
    for (const value of ['Padaria São João', 'Açaí & Cia. Ltda', 'Rua 1º', "D'Ávila"]) {
      expect(isPixText(value), value).toBe(true);
    }
    for (const value of ['🍕🍕', 'Pizzaria 🍕', '東京', 'São Paulo ★', '   ', 'a\tb', '']) {
      expect(isPixText(value), value).toBe(false);
    }
  });
});

describe('pixTxid and normalisePixText', () => {
  it('keeps only A-Z a-z 0-9 in the txid, at most 25, "***" when nothing is left', () => {
    expect(pixTxid('Pedido #1.234-ç')).toBe('Pedido1234');
    expect(pixTxid('x'.repeat(30))).toBe('x'.repeat(25));
    expect(pixTxid('')).toBe('***');
    expect(pixTxid('#-/')).toBe('***');
  });

  it('strips accents, drops the rest of non-ASCII and collapses spaces', () => {
    expect(normalisePixText('ÁÉÍÓÚ ÂÊÔ ÃÕ Ç àü ñ', 99)).toBe('AEIOU AEO AO C au n');
    expect(normalisePixText('Rua\n\t1º  andar', 99)).toBe('Rua 1o andar');
    expect(normalisePixText('abc de', 4)).toBe('abc');
  });
});

describe('parsePixPayload', () => {
  it("reads the manual's static example, 26 and 62 opened", () => {
    expect(parsePixPayload(MANUAL_STATIC)).toEqual({
      '00': '01',
      '26': '0014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000',
      '26.00': 'br.gov.bcb.pix',
      '26.01': '123e4567-e12b-12d1-a456-426655440000',
      '52': '0000',
      '53': '986',
      '58': 'BR',
      '59': 'Fulano de Tal',
      '60': 'BRASILIA',
      '62': '0503***',
      '62.05': '***',
      '63': '1D3D',
    });
  });

  it("reads the manual's dynamic example and the BR Code manual's many arrangements", () => {
    const dynamic = parsePixPayload(MANUAL_DYNAMIC);
    expect(dynamic['01']).toBe('12');
    expect(dynamic['26.25']).toBe('pix.example.com/v2/8b3da2f39a4140d1a91abd93113bd441');
    expect(dynamic['54']).toBe('123.45');
    expect(dynamic['62.05']).toBe('RP12345678-2019');

    const many = parsePixPayload(BR_CODE_MANUAL);
    expect(many['26.01']).toBe('66756C616E6F32303139406578616D706C652E636F6D');
    expect(many['27.00']).toBe('BR.COM.OUTRO');
    expect(many['61']).toBe('70074900');
    expect(many['62.50']).toBe('0017BR.GOV.BCB.BRCODE01051.0.0');
    expect(many['80.01']).toBe('PADRAO.URL.PIX/0123ABCD');
    expect(many['81.01']).toBe('0123.ABCD.3456.WXYZ');
    expect(many['63']).toBe('EB76');
  });

  it('counts lengths in characters, as issuers do', () => {
    // A code issued by a bank with "São Paulo" in 60: length 9, not its 10 UTF-8 bytes.
    expect(parsePixPayload('6009São Paulo5802BR')).toEqual({ '60': 'São Paulo', '58': 'BR' });
  });

  it('throws SyntaxError on a malformed code', () => {
    for (const code of ['0002', '00020', '0003ab', 'xx0201', '000201000201', '2604ab', '2602ab'])
      expect(() => parsePixPayload(code), code).toThrow(SyntaxError);
    expect(parsePixPayload('')).toEqual({});
  });
});

describe('hasValidPixCrc', () => {
  it("accepts the manual's examples and refuses them once changed", () => {
    for (const code of [MANUAL_STATIC, MANUAL_DYNAMIC, BR_CODE_MANUAL]) {
      expect(hasValidPixCrc(code)).toBe(true);
      expect(hasValidPixCrc(code.replace('BRASILIA', 'BRASILIO'))).toBe(false);
      expect(hasValidPixCrc(withoutCrc(code))).toBe(false);
    }
    expect(hasValidPixCrc(MANUAL_STATIC.replace(/1D3D$/, '1d3d'))).toBe(true);
    expect(hasValidPixCrc('')).toBe(false);
  });
});
