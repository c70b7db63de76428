// A stand-in for supabase-js's query builder in component tests that mock '@/lib/supabase'
// (vi.mock factories are hoisted: import this inside the factory with `await import`).

/** The filters and orderings the data modules chain on a query: each gives the query back. */
const CHAINED = [
  'select',
  'eq',
  'neq',
  'in',
  'is',
  'not',
  'or',
  'ilike',
  'gte',
  'lte',
  'order',
  'limit',
] as const;

type FakeQuery = Record<(typeof CHAINED)[number], () => FakeQuery> & {
  maybeSingle: () => Promise<{ data: unknown; error: null }>;
  then: (resolve: (value: unknown) => void) => void;
};

/**
 * A query whose filters are ignored: awaited, it answers `rows()` (with their count);
 * `.maybeSingle()` answers `single()`, by default the first row or null.
 */
export function fakeQuery(
  rows: () => unknown[],
  single: () => unknown = () => rows()[0] ?? null,
): FakeQuery {
  const query = {
    maybeSingle: () => Promise.resolve({ data: single(), error: null }),
    then: (resolve: (value: unknown) => void) => {
      const data = rows();
      resolve({ data, error: null, count: data.length });
    },
  } as FakeQuery;
  for (const method of CHAINED) query[method] = () => query;
  return query;
}
