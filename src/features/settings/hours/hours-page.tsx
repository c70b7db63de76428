import { useOpeningHours } from '@/data/opening-hours/get-opening-hours';
import { useCompanySettings } from '@/data/settings/get-company-settings';
import { useShopStatus } from '@/data/shop-status/get-shop-status';
import { PageHeader } from '../page-header';
import { SettingsPageBody } from '../settings-page-body';
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
      <SettingsPageBody
        pending={hours.isPending || settings.isPending || status.isPending}
        failed={hours.isError || settings.isError}
        skeletonHeight="h-[32rem]"
        errorText="Não foi possível carregar os horários. Recarregue a página."
        data={hours.data}
      >
        {(openingHours) => (
          <>
            <ShopNow timezone={timezone} />
            {/* A save elsewhere (another device) gives the form the new week. */}
            <HoursForm
              key={`${timezone}:${JSON.stringify(openingHours)}`}
              week={weekFromRows(openingHours)}
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
      </SettingsPageBody>
    </section>
  );
}
