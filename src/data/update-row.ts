import type { PostgrestError } from '@supabase/supabase-js';
import type { Database, TablesUpdate } from '@/lib/database.types';
import { AppError, type ErrorCode } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import type * as z from './guard';
import { dataOf } from './query';

type TableName = keyof Database['public']['Tables'];

/** How a changed row is read back: its columns, its schema and the code of a row that is gone. */
export interface RowReadBack<Row> {
  columns: string;
  schema: z.Schema<Row>;
  /** Nothing changed: the id is already gone, or RLS hides the row. */
  notFound: ErrorCode;
  /** Words the server's refusal for the app (a taken name is a field's error). */
  toError?: (error: PostgrestError) => unknown;
}

/** Changes the row `id` of `table` and returns it as the server stored it. */
export async function updateRow<T extends TableName, Row>(
  table: T,
  id: string,
  changes: TablesUpdate<T>,
  { columns, schema, notFound, toError }: RowReadBack<Row>,
): Promise<Row> {
  const data: unknown = dataOf(
    await supabase
      .from(table)
      .update(changes as never)
      .eq('id' as never, id as never)
      .select(columns)
      .maybeSingle(),
    toError,
  );
  if (!data) throw new AppError(notFound);
  return schema.parse(data);
}
