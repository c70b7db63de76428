import { AlertCircle } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { useCompanySettings } from '@/data/settings/get-company-settings';
import { PageHeader } from '../page-header';
import { AppearanceCard } from './appearance-card';
import { CompanyInfoCard } from './company-info-card';
import { CompanySettingsCard } from './company-settings-card';
import { MenuLinkCard } from './menu-link-card';
import { MenuPreviewCard } from './menu-preview-card';
import { OrdersCard } from './orders-card';
import { PrinterCard } from './printer-card';

/** /settings: the shop's settings, one section per card. */
export function SettingsPage() {
  const settings = useCompanySettings();

  return (
    <section className="mx-auto max-w-4xl space-y-6">
      <PageHeader
        title="Configurações"
        description="Dados da empresa, pedidos, cardápio online, aparência e impressora."
      />
      {settings.isPending ? (
        <div className="space-y-6" aria-busy="true" aria-label="Carregando configurações">
          <Skeleton className="h-80 w-full rounded-xl" />
          <Skeleton className="h-64 w-full rounded-xl" />
        </div>
      ) : settings.isError ? (
        <p
          role="alert"
          className="flex items-center gap-2 rounded-lg border border-destructive/40 bg-destructive/10 p-4 text-sm"
        >
          <AlertCircle className="size-4 text-destructive" aria-hidden="true" />
          Não foi possível carregar as configurações. Recarregue a página.
        </p>
      ) : (
        <>
          <CompanySettingsCard settings={settings.data} />
          <OrdersCard settings={settings.data} />
          <CompanyInfoCard settings={settings.data} />
          <MenuLinkCard publicMenuUrl={settings.data?.public_menu_url} />
          <MenuPreviewCard settings={settings.data} />
          <AppearanceCard themeId={settings.data?.theme} />
          <PrinterCard />
        </>
      )}
    </section>
  );
}
