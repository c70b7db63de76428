// The pasted list of bairros: one per line, "Centro; 5,00", "Centro - R$ 5,00", "Centro: 5",
// or columns from a spreadsheet (tab or ";": name, fee, minimum order, time). Pure.
import { foldText } from '@/domain/fold-text';
import { parseMoney } from '@/domain/money';

export interface ParsedZone {
  name: string;
  fee: number;
  minimumOrder: number | null;
  estimatedTime: string | null;
  /** 1-based line of the pasted text. */
  line: number;
}

export interface ZoneListProblem {
  line: number;
  text: string;
  message: string;
}

export interface ParsedZoneList {
  zones: ParsedZone[];
  /** Lines that could not be read. */
  problems: ZoneListProblem[];
  /** Names already registered or repeated in the list: left out. */
  skipped: ZoneListProblem[];
}

export const ZONE_NAME_MAX = 80;
const COLUMNS = /[;\t|]/;
// "Centro - R$ 5,00", "Centro: 5", "Centro R$ 5,00": the amount closes the line.
const TRAILING_FEE = /^(.+?)\s*(?:[-–—:]\s*(?:R\$\s*)?|\s+R\$\s*)([\d.,]+)$/;

function readLine(text: string): Omit<ParsedZone, 'line'> | string {
  let name: string;
  let fee: string;
  let minimum = '';
  let time = '';
  if (COLUMNS.test(text)) {
    [name = '', fee = '', minimum = '', time = ''] = text.split(COLUMNS).map((part) => part.trim());
  } else {
    const match = TRAILING_FEE.exec(text);
    if (!match) return 'Falta a taxa. Use o formato "Centro; 5,00".';
    [, name = '', fee = ''] = match;
  }
  name = name.replace(/\s+/g, ' ').trim();
  if (!name) return 'Falta o nome do bairro.';
  if (name.length > ZONE_NAME_MAX) return `Nome com mais de ${ZONE_NAME_MAX} caracteres.`;
  const feeValue = parseMoney(fee);
  if (!fee) return 'Falta a taxa. Use o formato "Centro; 5,00".';
  if (Number.isNaN(feeValue)) return `Taxa inválida: "${fee}".`;
  const minimumValue = minimum ? parseMoney(minimum) : null;
  if (minimumValue !== null && Number.isNaN(minimumValue))
    return `Pedido mínimo inválido: "${minimum}".`;
  if (time.length > 30) return 'Tempo estimado com mais de 30 caracteres.';
  return { name, fee: feeValue, minimumOrder: minimumValue, estimatedTime: time || null };
}

/** Reads the pasted list; `existing` are the names already registered. */
export function parseZoneList(text: string, existing: readonly string[] = []): ParsedZoneList {
  const seen = new Set(existing.map(foldText));
  const result: ParsedZoneList = { zones: [], problems: [], skipped: [] };
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (!trimmed || trimmed.startsWith('#')) return;
    const read = readLine(trimmed);
    if (typeof read === 'string') {
      result.problems.push({ line, text: trimmed, message: read });
      return;
    }
    const key = foldText(read.name);
    if (seen.has(key)) {
      result.skipped.push({ line, text: trimmed, message: `${read.name} já está na lista.` });
      return;
    }
    seen.add(key);
    result.zones.push({ ...read, line });
  });
  return result;
}
