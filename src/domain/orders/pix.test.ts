import { describe, expect, it } from 'vitest';
import { orderPixCode } from '@/domain/orders/pix';
import { hasValidPixCrc, parsePixPayload } from '@/domain/pix';

const receiver = {
  key: '+5511987654321',
  merchantName: 'Pizzaria São João',
  merchantCity: 'São Paulo',
};

describe("an order's Pix code", () => {
  it('carries the exact total with two decimals, the order number as txid and a valid CRC', () => {
    const code = orderPixCode(receiver, { orderNumber: '1042', total: 94.8 })!;
    const fields = parsePixPayload(code);
    expect(fields['54']).toBe('94.80');
    expect(fields['62.05']).toBe('1042');
    expect(fields['26.01']).toBe('+5511987654321');
    expect(fields['59']).toBe('Pizzaria Sao Joao');
    expect(fields['60']).toBe('Sao Paulo');
    // Single use: the amount is this order's.
    expect(fields['01']).toBe('12');
    expect(hasValidPixCrc(code)).toBe(true);
  });

  it('rounds a float total to the cent it means (0.1 + 0.2)', () => {
    const code = orderPixCode(receiver, { orderNumber: '7', total: 0.1 + 0.2 })!;
    expect(parsePixPayload(code)['54']).toBe('0.30');
  });

  it('is null without a key, and for a total or receiver no code can carry', () => {
    expect(orderPixCode(null, { orderNumber: '1', total: 10 })).toBeNull();
    expect(orderPixCode({ ...receiver, key: '' }, { orderNumber: '1', total: 10 })).toBeNull();
    expect(orderPixCode(receiver, { orderNumber: '1', total: 0 })).toBeNull();
    expect(orderPixCode({ ...receiver, merchantCity: '' }, { orderNumber: '1', total: 10 })).toBe(
      null,
    );
  });
});
