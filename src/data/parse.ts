// Row parsing shared by every resource: each schema parses a row once, whether it came from a
// fetch, a mutation's answer or a realtime payload, with the data layer's own guards (./guard.ts),
// which keep every page's first render small (docs/performance.md).
import * as z from './guard';

/** A numeric column: PostgREST sends a number, a realtime payload or an older server a string. */
export const numeric = z.pipe(
  z.pipe(
    z.union([z.number(), z.string()]),
    z.transform((value) => Number(value)),
  ),
  z.number(),
);

/** A jsonb array whose malformed elements are dropped rather than failing the whole row. */
export function lenientArray<T>(element: z.Schema<T>) {
  return z.pipe(
    z.unknown(),
    z.transform((value): T[] =>
      Array.isArray(value)
        ? value.flatMap((entry) => {
            const parsed = element.safeParse(entry);
            return parsed.success ? [parsed.data] : [];
          })
        : [],
    ),
  );
}

/** Parses every row, throwing (so React Query shows an error) when the server sent something else. */
export function parseRows<T>(schema: z.Schema<T>, rows: readonly unknown[]): T[] {
  return rows.map((row) => schema.parse(row));
}

type CamelCase<Name extends string> = Name extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Name;

/** A row's fields under the app's camelCase names (out_for_delivery: outForDelivery). */
export type CamelCased<Row> = { [K in keyof Row as CamelCase<K & string>]: Row[K] };

const camelCase = (name: string) =>
  name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** A row the server sends in snake_case, read under the app's camelCase names (the same values). */
export function camelCased<Row extends object>(row: z.Schema<Row>): z.Schema<CamelCased<Row>> {
  return z.pipe(
    row,
    z.transform(
      (value) =>
        Object.fromEntries(
          Object.entries(value).map(([name, field]) => [camelCase(name), field]),
        ) as CamelCased<Row>,
    ),
  );
}
