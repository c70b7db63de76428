import { Skeleton } from '@/components/ui/skeleton';
import { useOpeningHours } from '@/data/opening-hours/get-opening-hours';
import { useCompanySettings } from '@/data/settings/get-company-settings';
import { useShopStatus } from '@/data/shop-status/get-shop-status';
import { PageHeader } from '../page-header';
import { BusinessDayCard } from './business-day-card';
import { HoursForm } from './hours-form';
import { ShopNow } from './shop-now';
import { BlockedDatesCard } from './blocked-dates-card';
import { SchedulingCard } from './scheduling-card';
import { weekFromRows } from './schedule';

/** /hours: when the shop takes orders, in its time zone. */
export function HoursPage() {
  const hours = useOpeningHours();
  const settings = useCompanySettings();
  // Waited for with the rest: the line it gives sits above the week, which must not jump down when
  // it comes. Without it (a failed request) the page shows the week alone.
  const status = useShopStatus();
  const timezone = settings.data?.timezone ?? 'America/Sao_Paulo';

  return (
    <section className="mx-auto max-w-4xl space-y-6">
      <PageHeader
        title="Horário de Funcionamento"
        description="Os dias e horários em que a loja recebe pedidos."
      />
      {hours.isPending || settings.isPending || status.isPending ? (
        <Skeleton className="h-[32rem] w-full rounded-xl" />
      ) : hours.isError || settings.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Não foi possível carregar os horários. Recarregue a página.
        </p>
      ) : (
        <>
          <ShopNow timezone={timezone} />
          {/* A save elsewhere (another device) gives the form the new week. */}
          <HoursForm
            key={`${timezone}:${JSON.stringify(hours.data)}`}
            week={weekFromRows(hours.data)}
            timezone={timezone}
          />
          <BusinessDayCard
            key={settings.data?.day_starts_at ?? ''}
            dayStartsAt={settings.data?.day_starts_at ?? '05:00'}
          />
          <SchedulingCard
            key={`scheduling:${settings.data?.updated_at ?? ''}`}
            settings={settings.data ?? null}
          />
          <BlockedDatesCard />
        </>
      )}
    </section>
  );
}
