import { formatBRL } from '@/domain/format';
import type { PromoCodeRow } from './promo-schema';

/** 10% or R$ 5,00. */
export function formatDiscount(row: Pick<PromoCodeRow, 'discount' | 'type'>): string {
  return row.type === 'percentage' ? `${row.discount}%` : formatBRL(row.discount);
}

/** 'x / y', or 'x / ∞' when unlimited. */
export function formatUses(row: Pick<PromoCodeRow, 'current_uses' | 'max_uses'>): string {
  return `${row.current_uses} / ${row.max_uses > 0 ? row.max_uses : '∞'}`;
}

/** 'Sem validade', or the last day (dd/MM/yyyy, Brasília). */
export function formatValidity(expiresAt: string | null): string {
  if (!expiresAt) return 'Sem validade';
  return new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(expiresAt),
  );
}

export function isExpired(expiresAt: string | null, now = new Date()): boolean {
  return expiresAt !== null && new Date(expiresAt).getTime() < now.getTime();
}

export type PromoStatus = 'Ativo' | 'Inativo' | 'Expirado' | 'Esgotado';

/** What a customer at checkout would meet: switched off, past its date, used up, or usable. */
export function promoStatus(
  row: Pick<PromoCodeRow, 'active' | 'expires_at' | 'current_uses' | 'max_uses'>,
  now = new Date(),
): PromoStatus {
  if (!row.active) return 'Inativo';
  if (isExpired(row.expires_at, now)) return 'Expirado';
  if (row.max_uses > 0 && row.current_uses >= row.max_uses) return 'Esgotado';
  return 'Ativo';
}

/** Codes whose text contains the search, case-insensitively. */
export function filterPromoCodes<T extends Pick<PromoCodeRow, 'code'>>(
  rows: readonly T[],
  search: string,
): T[] {
  const needle = search.trim().toUpperCase();
  return needle ? rows.filter((row) => row.code.toUpperCase().includes(needle)) : [...rows];
}
