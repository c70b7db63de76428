import type { ReactNode } from 'react';
import { Bike, Clock, ShoppingBag, Store } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { formatBRL } from '@/domain/format';
import type { StoreSettings } from '@/data/settings/get-store-settings';
import type { MenuTerms } from '../delivery-terms';

/** The top of the menu: its title and what a customer wants to know first (time, fee, minimum). */
export function StoreHero({
  settings,
  terms,
}: {
  settings: StoreSettings | undefined;
  /** The fee and minimum the shop's zones allow (menuTerms). */
  terms: MenuTerms | undefined;
}) {
  return (
    <section className="relative mb-4 overflow-hidden rounded-3xl bg-primary p-5 text-primary-foreground shadow-sm sm:p-7">
      {/* Soft light spots, drawn in the theme's own colour. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-10 -top-16 size-48 rounded-full bg-white/10"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-20 right-16 size-40 rounded-full bg-white/10"
      />
      <div className="relative">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Cardápio</h1>
        <p className="mt-1 text-sm text-primary-foreground/85 sm:text-base">
          Escolha seus favoritos e receba no conforto da sua casa.
        </p>
        {settings && terms ? (
          <ul className="mt-4 flex flex-wrap gap-2 text-xs font-medium sm:text-sm">
            {settings.acceptsDelivery ? (
              <>
                <HeroFact icon={<Clock aria-hidden="true" className="size-3.5" />}>
                  {settings.estimatedTime} min
                </HeroFact>
                <HeroFact icon={<Bike aria-hidden="true" className="size-3.5" />}>
                  {terms.fee === null
                    ? `Entrega a partir de ${formatBRL(terms.feeFrom ?? 0)}`
                    : terms.fee > 0
                      ? `Entrega ${formatBRL(terms.fee)}`
                      : 'Entrega grátis'}
                </HeroFact>
              </>
            ) : null}
            {settings.acceptsPickup ? (
              <HeroFact icon={<Store aria-hidden="true" className="size-3.5" />}>
                {settings.acceptsDelivery ? 'Retirada no local' : 'Só retirada no local'}
              </HeroFact>
            ) : null}
            {terms.minimumOrder > 0 && (
              <HeroFact icon={<ShoppingBag aria-hidden="true" className="size-3.5" />}>
                Mínimo {formatBRL(terms.minimumOrder)}
              </HeroFact>
            )}
          </ul>
        ) : (
          <div className="mt-4 flex gap-2">
            <Skeleton className="h-7 w-20 rounded-full bg-white/20" />
            <Skeleton className="h-7 w-28 rounded-full bg-white/20" />
          </div>
        )}
      </div>
    </section>
  );
}

function HeroFact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1.5 backdrop-blur-sm">
      {icon}
      {children}
    </li>
  );
}
