// The data layer's row guards: the few schema building blocks src/data uses to check and shape what
// the server sends (a fetch, a mutation's answer, a realtime payload), in the spirit of zod/mini's
// functional API but a tenth of its size, since every panel page parses rows before it shows
// anything (docs/performance.md). A row that is not what a schema says fails with the field's path.
// Forms keep zod: they load with their screens.

/** A row that is not what its schema says: where, and what was wrong. */
export class GuardError extends Error {
  constructor(
    readonly path: string,
    readonly problem: string,
  ) {
    super(`${path || 'value'}: ${problem}`);
    this.name = 'GuardError';
  }
}

export type SafeParseResult<T> = { success: true; data: T } | { success: false; error: GuardError };

/** A check after the type is known: the problem, or nothing when the value passes. */
export type Check<T> = (value: T) => string | undefined;

/**
 * Reads a value of type In into an Out, or throws a GuardError. Methods (not function properties),
 * so that a schema of a narrower row satisfies `Schema<{ [K in keyof Row]: unknown }>`.
 */
export interface Schema<Out, In = unknown> {
  run(value: In, path: string): Out;
  parse(value: In): Out;
  safeParse(value: In): SafeParseResult<Out>;
  check(...checks: Array<Check<Out>>): Schema<Out, In>;
}

/** A field that may be absent from its object. */
export interface OptionalSchema<Out> extends Schema<Out | undefined> {
  readonly optional: true;
}

export type Infer<S> = S extends Schema<infer Out, never> ? Out : never;

type Shape = Record<string, Schema<unknown>>;
type OptionalKeys<S extends Shape> = {
  [K in keyof S]: S[K] extends { readonly optional: true } ? K : never;
}[keyof S];
type Flatten<T> = { [K in keyof T]: T[K] };
export type ObjectOutput<S extends Shape> = Flatten<
  { [K in Exclude<keyof S, OptionalKeys<S>>]: Infer<S[K]> } & {
    [K in OptionalKeys<S>]?: Infer<S[K]>;
  }
>;

export interface ObjectSchema<S extends Shape, Out = ObjectOutput<S>> extends Schema<Out> {
  readonly shape: S;
}

function schema<Out, In = unknown>(run: (value: In, path: string) => Out): Schema<Out, In> {
  return {
    run,
    parse: (value) => run(value, ''),
    safeParse(value) {
      try {
        return { success: true, data: run(value, '') };
      } catch (error) {
        if (error instanceof GuardError) return { success: false, error };
        throw error;
      }
    },
    check: (...checks) =>
      schema((value, path) => {
        const out = run(value, path);
        for (const check of checks) {
          const problem = check(out);
          if (problem) throw new GuardError(path, problem);
        }
        return out;
      }),
  };
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  return typeof value;
}

function typed<T>(name: string, is: (value: unknown) => value is T): () => Schema<T> {
  return () =>
    schema((value, path) => {
      if (!is(value)) throw new GuardError(path, `expected ${name}, got ${describe(value)}`);
      return value;
    });
}

export const string = typed('string', (value): value is string => typeof value === 'string');
/** A finite number (NaN and Infinity are not numbers a row carries). */
export const number = typed(
  'number',
  (value): value is number => typeof value === 'number' && Number.isFinite(value),
);
export const boolean = typed('boolean', (value): value is boolean => typeof value === 'boolean');
export const unknown = (): Schema<unknown> => schema((value) => value);

function enumOf<const V extends readonly [string, ...string[]]>(values: V): Schema<V[number]> {
  return typed(values.join(' | '), (value): value is V[number] =>
    values.includes(value as string),
  )();
}
export { enumOf as enum };

export function nullable<T>(inner: Schema<T>): Schema<T | null> {
  return schema((value, path) => (value === null ? null : inner.run(value, path)));
}

function optionalSchema<T>(
  run: (value: unknown, path: string) => T | undefined,
): OptionalSchema<T> {
  return { ...schema(run), optional: true };
}

export function optional<T>(inner: Schema<T>): OptionalSchema<T> {
  return optionalSchema((value, path) =>
    value === undefined ? undefined : inner.run(value, path),
  );
}

export function nullish<T>(inner: Schema<T>): OptionalSchema<T | null> {
  return optionalSchema((value, path) =>
    value === undefined || value === null ? value : inner.run(value, path),
  );
}

/** `fallback` when the field is absent; a value that is there must pass. */
export function _default<T>(inner: Schema<T>, fallback: T): Schema<T> {
  return schema((value, path) => (value === undefined ? fallback : inner.run(value, path)));
}

/** `fallback` whenever the value does not pass. */
function catchSchema<T>(inner: Schema<T>, fallback: T): Schema<T> {
  return schema((value) => {
    const parsed = inner.safeParse(value);
    return parsed.success ? parsed.data : fallback;
  });
}
export { catchSchema as catch };

export function array<T>(element: Schema<T>): Schema<T[]> {
  return schema((value, path) => {
    if (!Array.isArray(value)) throw new GuardError(path, `expected array, got ${describe(value)}`);
    return value.map((entry, index) => element.run(entry, `${path}[${index}]`));
  });
}

export function union<const S extends readonly [Schema<unknown>, ...Array<Schema<unknown>>]>(
  options: S,
): Schema<Infer<S[number]>> {
  return schema((value, path) => {
    for (const option of options) {
      const parsed = option.safeParse(value);
      if (parsed.success) return parsed.data as Infer<S[number]>;
    }
    throw new GuardError(path, `no variant matched ${describe(value)}`);
  });
}

function objectSchema<S extends Shape, Out>(shape: S, keepOthers: boolean): ObjectSchema<S, Out> {
  const run = (value: unknown, path: string) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw new GuardError(path, `expected object, got ${describe(value)}`);
    const row = value as Record<string, unknown>;
    const out: Record<string, unknown> = keepOthers ? { ...row } : {};
    for (const [key, field] of Object.entries(shape)) {
      const parsed = field.run(row[key], path ? `${path}.${key}` : key);
      if (parsed !== undefined || key in row) out[key] = parsed;
    }
    return out as Out;
  };
  return { ...schema(run), shape };
}

/** An object with these fields; other keys are dropped. */
export function object<S extends Shape>(shape: S): ObjectSchema<S> {
  return objectSchema(shape, false);
}

/** An object with these fields (checked and shaped); other keys are kept as they came. */
export function looseObject<S extends Shape>(
  shape: S,
): ObjectSchema<S, ObjectOutput<S> & Record<string, unknown>> {
  return objectSchema(shape, true);
}

export function extend<S extends Shape, More extends Shape>(
  base: ObjectSchema<S>,
  more: More,
): ObjectSchema<Omit<S, keyof More> & More> {
  return object({ ...base.shape, ...more } as Omit<S, keyof More> & More);
}

/** Turns the value; `fail` rejects it with a reason. */
export function transform<In, Out>(
  turn: (value: In, fail: (problem: string) => never) => Out,
): Schema<Out, In> {
  return schema((value, path) =>
    turn(value, (problem) => {
      throw new GuardError(path, problem);
    }),
  );
}

/** `first`, then `then` on what it gave. */
export function pipe<Mid, Out>(first: Schema<Mid>, then: Schema<Out, Mid>): Schema<Out> {
  return schema((value, path) => then.run(first.run(value, path), path));
}

export const regex =
  (pattern: RegExp): Check<string> =>
  (value) =>
    pattern.test(value) ? undefined : `does not match ${pattern}`;
export const int = (): Check<number> => (value) =>
  Number.isInteger(value) ? undefined : 'not an integer';
export const gte =
  (min: number): Check<number> =>
  (value) =>
    value >= min ? undefined : `below ${min}`;
export const lte =
  (max: number): Check<number> =>
  (value) =>
    value <= max ? undefined : `above ${max}`;
