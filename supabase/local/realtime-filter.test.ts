// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { passesFilter } from './realtime-filter.ts';

describe('postgres_changes filters', () => {
  const row = { id: 7, status: 'pending', total_amount: 42.5, note: null };

  it('compares text and numbers', () => {
    expect(passesFilter('status=eq.pending', row)).toBe(true);
    expect(passesFilter('status=neq.pending', row)).toBe(false);
    expect(passesFilter('id=gt.6', row)).toBe(true);
    expect(passesFilter('id=lt.10', row)).toBe(true);
    expect(passesFilter('id=gte.8', row)).toBe(false);
    expect(passesFilter('total_amount=lte.42.5', row)).toBe(true);
    // 10 > 9 numerically although "10" < "9" as text.
    expect(passesFilter('id=lt.10', { id: 9 })).toBe(true);
    expect(passesFilter('id=gt.9', { id: 10 })).toBe(true);
  });

  it('handles in-lists, nulls and unknown operators', () => {
    expect(passesFilter('status=in.(pending,processing)', row)).toBe(true);
    expect(passesFilter('status=in.(delivered)', row)).toBe(false);
    expect(passesFilter('note=eq.x', row)).toBe(false);
    expect(passesFilter('note=neq.x', row)).toBe(true);
    expect(passesFilter('status=like.pend*', row)).toBe(false);
    expect(passesFilter('garbage', row)).toBe(false);
  });
});
