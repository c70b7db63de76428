// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { jsonDepth } from './gateway.ts';

describe('jsonDepth', () => {
  it('counts nesting outside strings only', () => {
    expect(jsonDepth(Buffer.from('{"a":1}'))).toBe(1);
    expect(jsonDepth(Buffer.from('{"items":[{"product_id":"x","quantity":2}]}'))).toBe(3);
    expect(jsonDepth(Buffer.from('{"notes":"[[[[{{{{ \\" [[["}'))).toBe(1);
    expect(jsonDepth(Buffer.from(`[${'['.repeat(100)}${']'.repeat(100)}]`))).toBe(101);
    expect(jsonDepth(Buffer.from(''))).toBe(0);
  });
});
