import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { catchUpAfterJoin, readBeforeJoin } from './realtime';

describe('readBeforeJoin', () => {
  const joinedAt = 10_000;

  it('catches up data read before the join, and only that', () => {
    expect(readBeforeJoin({ dataUpdatedAt: 9_000, dataUpdateCount: 3 }, joinedAt, false)).toBe(
      true,
    );
    expect(readBeforeJoin({ dataUpdatedAt: 10_500, dataUpdateCount: 3 }, joinedAt, false)).toBe(
      false,
    );
    // Nothing read yet: the query reads afresh when it runs.
    expect(readBeforeJoin({ dataUpdatedAt: 0, dataUpdateCount: 0 }, joinedAt, false)).toBe(false);
  });

  it("leaves a served page's first answers to the storefront's polls at its first join", () => {
    expect(readBeforeJoin({ dataUpdatedAt: 9_000, dataUpdateCount: 1 }, joinedAt, true)).toBe(
      false,
    );
    // Read again since (a poll): the browser's own read, caught up like any other.
    expect(readBeforeJoin({ dataUpdatedAt: 9_000, dataUpdateCount: 2 }, joinedAt, true)).toBe(true);
  });
});

describe('catchUpAfterJoin', () => {
  it('marks for reading again the covered queries read before the join, not the others', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['settings', 'admin'], 'old', { updatedAt: 1_000 });
    queryClient.setQueryData(['settings', 'store'], 'new', { updatedAt: 5_000 });
    queryClient.setQueryData(['products'], 'other', { updatedAt: 1_000 });

    catchUpAfterJoin(queryClient, [['settings']], { at: 2_000, first: true });

    const invalidated = (key: string[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(invalidated(['settings', 'admin'])).toBe(true);
    expect(invalidated(['settings', 'store'])).toBe(false);
    expect(invalidated(['products'])).toBe(false);
  });
});
