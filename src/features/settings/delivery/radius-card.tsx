import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { BadgeCheck, Info, MapPinned, Radius } from 'lucide-react';
import { toast } from '@/lib/toast';
import { CardContent } from '@/components/ui/card';
import type { CompanySettings } from '@/data/settings/get-company-settings';
import { formatDecimal } from '@/domain/decimal';
import { formatMoneyInput } from '@/domain/money';
import { useDeliveryZones } from '@/data/delivery-zones/get-delivery-zones';
import { InputField } from '../input-field';
import { SectionCard } from '../section-card';
import { SettingsForm } from '../settings-form';
import { useSaveSettings } from '../use-save-settings';
import { formatAddressLine, type BusinessAddress } from './business-address';
import {
  DELIVERY_MESSAGES,
  deliverySavedDescription,
  deliverySchema,
  mirrorDeliverySettings,
  radiusKm,
  toDeliveryPatch,
} from './delivery-schema';
import type { GeocodeState } from './use-geocode';
import { feeInForce } from './fee-in-force';
import { ShopLocation } from './shop-location';
import { useShopPin } from './use-shop-pin';
import { useZodForm } from '@/components/use-zod-form';

/** The toasts for a located or not-located address, once per result. */
function useLocationToast(geocode: GeocodeState, announce: boolean, onAnnounced?: () => void) {
  useEffect(() => {
    if (!announce) return;
    if (geocode.status === 'located') {
      onAnnounced?.();
      toast.success('Localização encontrada', {
        description: 'Endereço localizado no mapa com sucesso!',
      });
    } else if (geocode.status === 'not-located') {
      onAnnounced?.();
      toast.error('Localização não encontrada', {
        description: 'Não foi possível localizar o endereço no mapa. Verifique se está correto.',
      });
    }
  }, [announce, geocode.status, onAnnounced]);
}

interface RadiusCardProps {
  settings: CompanySettings | null;
  address: BusinessAddress | null;
  /** The owner just saved the address: say whether the map found it (not on every page load). */
  announceLocation?: boolean;
  onAnnounced?: () => void;
}

/**
 * 'Taxa única e mapa': the single fee and time (in force while no bairro
 * is active), and the map with a reference radius. The radius is not a limit: the checkout does not
 * locate the customer, so the bairros are what limits delivery (docs/ordering-rules.md).
 */
export function RadiusCard({
  settings,
  address,
  announceLocation = false,
  onAnnounced,
}: RadiusCardProps) {
  const zones = useDeliveryZones();
  const activeZones = (zones.data ?? []).filter((zone) => zone.is_active).length;
  const inForce = feeInForce(activeZones, settings?.delivery_fee ?? 0);
  return (
    <SectionCard
      icon={Radius}
      title="Taxa única e mapa"
      description="A taxa para qualquer endereço quando não há bairros, o tempo estimado e o mapa da região."
    >
      <CardContent>
        <div
          role="status"
          aria-label="Taxa em vigor"
          className="flex gap-2 rounded-lg border border-primary/30 bg-primary/5 p-3 text-sm"
        >
          <BadgeCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>
            <strong className="block">{inForce.title}</strong>
            <span className="text-muted-foreground">{inForce.detail}</span>
          </span>
        </div>
      </CardContent>
      <RadiusForm
        settings={settings}
        address={address}
        announceLocation={announceLocation}
        onAnnounced={onAnnounced}
      />
    </SectionCard>
  );
}

function NoAddress() {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-8 text-center">
      <MapPinned className="size-10 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">Configure o endereço primeiro</p>
      <p className="max-w-sm text-sm text-muted-foreground">
        O mapa mostra a região em volta do endereço da empresa. Preencha-o na seção acima para ver o
        mapa.
      </p>
    </div>
  );
}

function RadiusForm({
  settings,
  address,
  announceLocation,
  onAnnounced,
}: {
  settings: CompanySettings | null;
  address: BusinessAddress | null;
  announceLocation: boolean;
  onAnnounced?: () => void;
}) {
  const shop = useShopPin(settings, address);
  useLocationToast(shop.geocode, announceLocation, onAnnounced);
  const update = useSaveSettings();
  const form = useZodForm(deliverySchema, {
    defaultValues: {
      radius: formatDecimal(settings?.delivery_radius_km ?? 5),
      fee: formatMoneyInput(settings?.delivery_fee ?? 0),
      estimatedTime: settings?.estimated_time ?? '30-45',
    },
  });
  const radius = radiusKm(useWatch({ control: form.control, name: 'radius' }));

  const submit = form.handleSubmit(async (values) => {
    // Without a pin, what was typed is saved all the same; the map keeps asking for the pin.
    try {
      await update.mutateAsync({
        patch: toDeliveryPatch(values, shop.pin),
        success: {
          title: DELIVERY_MESSAGES.savedTitle,
          description: deliverySavedDescription(values),
        },
      });
      mirrorDeliverySettings(values);
    } catch {
      // the default error toast has reported it
    }
  });

  return (
    <SettingsForm
      label="Taxa única e mapa"
      onSubmit={submit}
      pending={form.formState.isSubmitting}
      submitLabel="Salvar Configurações de Entrega"
      contentClassName="grid gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          form={form}
          name="fee"
          money
          id="delivery-area-fee"
          label="Taxa única de entrega (R$)"
        />
        <InputField
          form={form}
          name="estimatedTime"
          id="delivery-time"
          label="Tempo estimado (min)"
          hint="Vale também para os bairros sem tempo próprio."
          placeholder="30-45"
        />
      </div>
      {address ? (
        <>
          <p className="flex gap-2 rounded-lg border border-info/30 bg-info/10 p-3 text-sm text-info-foreground">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            Mapa gratuito do OpenStreetMap, mantido pela comunidade: não precisa de chave de acesso
            nem cartão de crédito.
          </p>
          <div className="text-sm">
            <span className="text-muted-foreground">Endereço base: </span>
            <span className="font-medium">{formatAddressLine(address)}</span>
          </div>
          <ShopLocation
            shop={shop}
            address={address}
            radiusKm={radius}
            shopName={settings?.company_name ?? 'Minha empresa'}
          />
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm" aria-label="Legenda">
            <li className="flex items-center gap-2">
              <span className="size-3 rounded-full bg-[#2a81cb]" aria-hidden="true" />
              Sua empresa
            </li>
            <li className="flex items-center gap-2">
              <span
                className="size-3 rounded-full border-2 border-[#3b82f6] bg-[#3b82f6]/20"
                aria-hidden="true"
              />
              Raio de referência: {formatDecimal(radius)} km
            </li>
          </ul>
          <div className="grid gap-5 sm:grid-cols-2">
            <InputField
              form={form}
              name="radius"
              id="delivery-radius"
              label="Raio no mapa (km)"
              hint={DELIVERY_MESSAGES.radiusHint}
              inputMode="decimal"
              autoComplete="off"
            />
          </div>
        </>
      ) : (
        <NoAddress />
      )}
    </SettingsForm>
  );
}
