// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Results } from './measures.ts';

describe('a measure with a range for budget', () => {
  it('fails above the range as well as below it (a stack faster than its own baseline)', () => {
    const results = new Results();
    for (const [name, value] of [
      ['low', 0.79],
      ['in', 0.91],
      ['high', 1.41],
    ] as const)
      results.add(name, value, 'ratio', { min: 0.8, max: 1.05 });
    expect(results.measures.in).toMatchObject({ budget: '0.8–1.05 ratio', pass: true });
    expect(results.measures.low!.pass).toBe(false);
    expect(results.measures.high!.pass).toBe(false);
  });
});
