import { HomeBreadcrumb } from '@/components/home-breadcrumb';
import { useCompanySettings } from '@/data/settings/get-company-settings';
import { isPaymentMethod } from '@/domain/orders/payment-methods';
import { PageHeader } from '../page-header';
import { SettingsPageBody } from '../settings-page-body';
import { AcceptedMethodsCard } from './accepted-methods-card';
import { acceptedMethods } from './accepted-methods';
import { DefaultMethodCard } from './default-method-card';
import { PixCard } from './pix-card';

/** /payment: the default method, the methods the checkout accepts and the Pix key. */
export function PaymentPage() {
  const settings = useCompanySettings();
  const row = settings.data;
  const accepted = acceptedMethods(
    row?.accepted_payment_methods ?? ['pix', 'cash', 'credit', 'debit'],
  );
  const defaultMethod = isPaymentMethod(row?.default_payment_method)
    ? row.default_payment_method
    : 'pix';

  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <HomeBreadcrumb homeTo="/dashboard" page="Formas de pagamento" />
      <PageHeader
        title="Formas de pagamento"
        description="Escolha como seus clientes podem pagar pelos pedidos."
      />
      <SettingsPageBody
        pending={settings.isPending}
        failed={settings.isError}
        skeletonHeight="h-72"
        errorText="Não foi possível carregar as formas de pagamento. Recarregue a página."
        data={row}
      >
        {() => (
          <>
            <DefaultMethodCard key={defaultMethod} saved={defaultMethod} accepted={accepted} />
            <AcceptedMethodsCard accepted={accepted} defaultMethod={defaultMethod} />
            <PixCard settings={row ?? null} pixAccepted={accepted.includes('pix')} />
          </>
        )}
      </SettingsPageBody>
    </section>
  );
}
