import { lazy } from 'react';
import { PauseCircle, Play } from 'lucide-react';
import { MenuOnDemand } from '@/components/menu-on-demand';
import { SubmitButton } from '@/components/submit-button';
import { cn } from '@/lib/utils';
import { useShopPause } from './use-shop-pause';

const TONES = {
  open: 'border-success/40 bg-success/10 text-success',
  paused: 'border-warning/50 bg-warning/15 text-warning-foreground',
  outside_hours: 'border-border bg-muted text-muted-foreground',
} as const;

const DOTS = { open: 'bg-success', paused: 'bg-warning', outside_hours: 'bg-muted-foreground' };

const ShopPauseMenu = lazy(() =>
  import('./shop-pause-menu').then((m) => ({ default: m.ShopPauseMenu })),
);

/**
 * The header's switch for taking orders: open, paused ("Pausado · 24 min") or closed; a pause of
 * 15, 30 or 60 minutes or until reopened; "Reabrir". The pause is stored in the database, so every
 * device and the storefront agree, and it ends by itself. Phones show the countdown and "Reabrir"
 * in the strip under the header (ShopPauseStrip). The menu's code loads when the owner reaches for
 * it (MenuOnDemand).
 */
export function ShopPauseControl() {
  const { state, label, pause } = useShopPause();
  if (!state || !label) return null;
  const [title, detail] = label.split(' · ');
  const paused = state.reason === 'paused';
  const reopen = () => pause.mutate(null);

  return (
    <div className="flex items-center gap-1.5">
      <MenuOnDemand
        menu={ShopPauseMenu}
        menuProps={{ paused, pending: pause.isPending, onPause: pause.mutate }}
        trigger={{
          label: `Recebimento de pedidos: ${label}`,
          className: cn(
            'inline-flex h-11 min-w-0 items-center gap-2 rounded-full border px-3 text-sm font-medium outline-none transition-colors hover:brightness-95 focus-visible:ring-2 focus-visible:ring-ring md:h-9',
            TONES[state.reason],
          ),
          children: (
            <>
              <span
                aria-hidden="true"
                className={cn('size-2 shrink-0 rounded-full', DOTS[state.reason])}
              />
              <span className="whitespace-nowrap" data-testid="shop-status-label">
                {title}
                {detail ? <span className="hidden md:inline"> · {detail}</span> : null}
              </span>
            </>
          ),
        }}
      />
      {paused ? (
        <ReopenButton
          pending={pause.isPending}
          onClick={reopen}
          className="hidden md:inline-flex"
        />
      ) : null}
    </div>
  );
}

/** Under the header on phones while paused: the time left and "Reabrir", a thumb away. */
export function ShopPauseStrip() {
  const { state, label, pause } = useShopPause();
  if (!state || state.reason !== 'paused' || !label) return null;
  return (
    <div
      role="status"
      className="sticky top-16 z-10 flex items-center justify-between gap-3 border-b border-warning/40 bg-warning/15 px-4 py-2 text-sm font-medium text-warning-foreground md:hidden"
    >
      <span className="flex items-center gap-2">
        <PauseCircle className="size-4 shrink-0" aria-hidden="true" />
        {label.replace('Pausado', 'Pedidos pausados')}
      </span>
      <ReopenButton pending={pause.isPending} onClick={() => pause.mutate(null)} />
    </div>
  );
}

function ReopenButton({
  pending,
  onClick,
  className,
}: {
  pending: boolean;
  onClick: () => void;
  className?: string;
}) {
  return (
    <SubmitButton
      pending={pending}
      icon={<Play aria-hidden="true" />}
      size="sm"
      className={cn('h-9 rounded-full', className)}
      onClick={onClick}
    >
      Reabrir
    </SubmitButton>
  );
}
