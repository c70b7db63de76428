import { useState } from 'react';
import { useCompanySettings } from '@/data/settings/get-company-settings';
import { PageHeader } from '../page-header';
import { SettingsPageBody } from '../settings-page-body';
import { AddressCard } from './address-card';
import { FulfillmentCard } from './fulfillment-card';
import { parseBusinessAddress } from './business-address';
import { RadiusCard } from './radius-card';
import { ZonesCard } from './zones-card';

/**
 * /delivery: the shop's address, what it offers (delivery, pickup), its bairros and fees,
 * the single fee when there are no bairros, and the map. The one place for the address and the fee.
 */
export function DeliveryPage() {
  const settings = useCompanySettings();
  const address = parseBusinessAddress(settings.data?.business_address);
  const [addressSaved, setAddressSaved] = useState(false);

  return (
    <section className="mx-auto max-w-4xl space-y-6">
      <PageHeader
        title="Áreas de Entrega"
        description="De onde saem as entregas, em quais bairros você entrega e quanto custa."
      />
      <SettingsPageBody
        pending={settings.isPending}
        failed={settings.isError}
        skeletonHeight="h-96"
        errorText="Não foi possível carregar as configurações de entrega. Recarregue a página."
        data={settings.data}
      >
        {(data) => (
          <>
            <AddressCard address={address} onSaved={() => setAddressSaved(true)} />
            <FulfillmentCard key={`fulfillment-${data?.updated_at}`} settings={data} />
            <ZonesCard />
            <RadiusCard
              key={data?.updated_at ?? 'none'}
              settings={data}
              address={address}
              announceLocation={addressSaved}
              onAnnounced={() => setAddressSaved(false)}
            />
          </>
        )}
      </SettingsPageBody>
    </section>
  );
}
