// Storage's refusals in the shape storage-js reads ({ statusCode, error, message }), and the
// database's refusals (row level security, unique names, unknown buckets) translated into them.
import { RoleNotAllowedError } from './as-caller.ts';

export class StorageError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

export function translateDbError(error: unknown): unknown {
  if (error instanceof StorageError) return error;
  if (error instanceof RoleNotAllowedError)
    return new StorageError(403, 'Unauthorized', 'role not allowed');
  const e = error as { code?: string; message?: string };
  if (e.code === '42501')
    return new StorageError(403, 'Unauthorized', 'new row violates row-level security policy');
  if (e.code === '23505') return new StorageError(409, 'Duplicate', 'The resource already exists');
  if (e.code === '23503') return new StorageError(404, 'Bucket not found', 'Bucket not found');
  return error;
}
