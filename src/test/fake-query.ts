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

/** What a faked server remembers: the RPCs called, in order, and the rows each table answers. */
export type FakeServer = {
  calls: Array<{ fn: string; args?: Record<string, unknown> }>;
  tables: Record<string, unknown[]>;
};

/**
 * A stand-in for the `supabase` client backed by `server`: each RPC is recorded in
 * `server.calls` and answers `answer(fn, args)`; each table answers `server.tables[table]`.
 */
export function fakeSupabase(
  server: FakeServer,
  answer: (fn: string, args?: Record<string, unknown>) => unknown = () => null,
) {
  return {
    rpc: (fn: string, args?: Record<string, unknown>) => {
      server.calls.push({ fn, args });
      return Promise.resolve({ data: answer(fn, args), error: null });
    },
    from: (table: string) => fakeQuery(() => server.tables[table] ?? []),
  };
}
