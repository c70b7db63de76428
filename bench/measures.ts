// The bench's results: every measure is { value, unit, budget, pass } under a stable name
// (bench/results.json), printed as a table with ✔ / ✘ next to its budget (docs/performance.md).

export interface Measure {
  value: number | null;
  unit: string;
  budget: string | null;
  pass: boolean | null;
  note?: string;
}

export class Results {
  readonly measures: Record<string, Measure> = {};

  add(
    name: string,
    value: number | null,
    unit: string,
    budget?: { max?: number; min?: number },
    note?: string,
  ): void {
    let pass: boolean | null = null;
    let text: string | null = null;
    if (budget?.max !== undefined && budget.min !== undefined) {
      text = `${budget.min}–${budget.max} ${unit}`;
      pass = value !== null && value >= budget.min && value <= budget.max;
    } else if (budget?.max !== undefined) {
      text = `≤ ${budget.max} ${unit}`;
      pass = value !== null && value <= budget.max;
    } else if (budget?.min !== undefined) {
      text = `≥ ${budget.min} ${unit}`;
      pass = value !== null && value >= budget.min;
    }
    this.measures[name] = { value, unit, budget: text, pass, ...(note ? { note } : {}) };
  }

  table(): string {
    const rows = Object.entries(this.measures).map(([name, m]) => [
      name,
      m.value === null
        ? '—'
        : `${Number.isInteger(m.value) ? m.value : m.value.toFixed(m.unit === 'ratio' || Math.abs(m.value) < 1 ? 2 : 1)} ${m.unit}`,
      m.budget ?? '',
      m.pass === null ? '' : m.pass ? '✔' : '✘',
      m.note ?? '',
    ]);
    const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i]!.length), 4));
    return rows
      .map((r) => r.map((cell, i) => (i < 4 ? cell.padEnd(widths[i]!) : cell)).join('  '))
      .join('\n');
  }
}

/** Bytes as KB with one decimal, as the report prints them. */
export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
