// Row filters of postgres_changes subscriptions, evaluated on the row as the subscriber sees it.

/** Supabase's postgres_changes filters: column=op.value with eq, neq, lt, lte, gt, gte, in. */
export function passesFilter(filter: string, record: Record<string, unknown>): boolean {
  const match = /^([^=]+)=(eq|neq|lt|lte|gt|gte|in)\.(.*)$/s.exec(filter);
  if (!match) return false;
  const [, column, op, raw] = match as unknown as [string, string, string, string];
  const value = record[column];
  const actual =
    value === null || value === undefined
      ? null
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  if (op === 'in') {
    const list = raw
      .replace(/^\(|\)$/g, '')
      .split(',')
      .map((s) => s.trim().replace(/^"|"$/g, ''));
    return actual !== null && list.includes(actual);
  }
  if (actual === null) return op === 'neq';
  const numeric = Number(actual);
  const expected = Number(raw);
  const bothNumbers =
    actual.trim() !== '' && raw.trim() !== '' && !Number.isNaN(numeric) && !Number.isNaN(expected);
  const cmp = bothNumbers
    ? Math.sign(numeric - expected)
    : actual < raw
      ? -1
      : actual > raw
        ? 1
        : 0;
  switch (op) {
    case 'eq':
      return cmp === 0;
    case 'neq':
      return cmp !== 0;
    case 'lt':
      return cmp < 0;
    case 'lte':
      return cmp <= 0;
    case 'gt':
      return cmp > 0;
    default:
      return cmp >= 0;
  }
}
