import { ExternalLink, Smartphone } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { CardContent } from '@/components/ui/card';
import type { CompanySettings } from '@/data/settings/get-company-settings';
import { formatBRL } from '@/domain/format';
import { imageSrcSet } from '@/lib/image-variants';
import { SectionCard } from '../section-card';

/** (d) What a customer sees first, and a way to open the menu in a new tab. */
export function MenuPreviewCard({ settings }: { settings: CompanySettings | null }) {
  const name = settings?.company_name ?? 'Seu delivery';
  const fee = settings?.delivery_fee ?? 0;
  const minimum = settings?.minimum_order ?? 0;
  return (
    <SectionCard
      icon={Smartphone}
      title="Visualizar Cardápio Online"
      description="Veja o cardápio como seus clientes veem."
    >
      <CardContent className="grid gap-4">
        <div className="flex items-center gap-3 rounded-lg border bg-background p-4">
          <div className="grid size-12 shrink-0 place-items-center overflow-hidden rounded-full bg-primary text-lg font-bold text-primary-foreground">
            {settings?.logo_url ? (
              <img
                src={settings.logo_url}
                srcSet={imageSrcSet(settings.logo_url)}
                sizes="48px"
                alt=""
                className="size-full object-cover"
              />
            ) : (
              name.slice(0, 1).toUpperCase()
            )}
          </div>
          <div className="min-w-0">
            <p className="truncate font-semibold">{name}</p>
            <p className="text-sm text-muted-foreground">
              Entrega {fee > 0 ? formatBRL(fee) : 'grátis'} · Pedido mínimo{' '}
              {minimum > 0 ? formatBRL(minimum) : 'sem mínimo'} ·{' '}
              {settings?.estimated_time ?? '30-45'} min
            </p>
          </div>
        </div>
        <a
          href="/client"
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({
            variant: 'outline',
            className: 'w-full sm:w-auto sm:justify-self-start',
          })}
        >
          <ExternalLink aria-hidden="true" />
          Abrir cardápio em nova aba
        </a>
      </CardContent>
    </SectionCard>
  );
}
