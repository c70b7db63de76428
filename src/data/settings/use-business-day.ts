import { useMemo } from 'react';
import { businessDayStart, businessToday } from '@/domain/reports/period';
import { useCompanySettings } from './get-company-settings';

export interface BusinessDay {
  /** Today's business date, yyyy-MM-dd. */
  today: string;
  /** The instant it started, ISO. */
  startedAt: string;
}

/**
 * The shop's business day now (its time zone shifted by day_starts_at, as the reports, the
 * dashboard's "Hoje" and the settlement count it); null until the settings are read.
 */
export function useBusinessDay(): BusinessDay | null {
  const settings = useCompanySettings();
  const timezone = settings.data?.timezone?.trim() || 'America/Sao_Paulo';
  const dayStartsAt = (settings.data?.day_starts_at ?? '05:00').slice(0, 5);
  const ready = !settings.isPending;
  return useMemo(() => {
    if (!ready) return null;
    const now = new Date();
    return {
      today: businessToday(now, timezone, dayStartsAt),
      startedAt: businessDayStart(now, timezone, dayStartsAt).toISOString(),
    };
  }, [ready, timezone, dayStartsAt]);
}
