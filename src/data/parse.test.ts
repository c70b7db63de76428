import { describe, expect, it } from 'vitest';
import * as z from './guard';
import { camelCased, numeric } from './parse';

describe('camelCased', () => {
  it('reads a snake_case row under camelCase names, with the same values', () => {
    const schema = camelCased(z.object({ day: z.string(), out_for_delivery: numeric }));
    expect(schema.parse({ day: '2026-11-26', out_for_delivery: '3', extra: 1 })).toEqual({
      day: '2026-11-26',
      outForDelivery: 3,
    });
    expect(schema.safeParse({ day: 1 }).success).toBe(false);
  });
});
