import { BellRing, Check, Eye, Volume2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatRelative } from '@/domain/dates';
import { formatBRL } from '@/domain/format';
import { waitingText } from '@/domain/orders/alarm';
import { unlockAudio, useAudioBlocked, useSoundEnabled } from '@/lib/sounds';
import { orderLabel } from '@/data/orders/schema';
import { useChangeStatus } from './use-change-status';
import { useOrderAlarm } from './use-order-alarm';
import { useOrderDialog } from './use-order-dialog';

/** Browsers keep a page silent until a click: say so, and be that click. */
function AudioPrompt() {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-info/30 bg-info/15 px-4 py-2 text-sm sm:px-6"
    >
      <Volume2 aria-hidden="true" className="size-4 shrink-0 text-info-foreground" />
      <span className="min-w-0 flex-1">
        O navegador bloqueou o som dos alertas de pedido. Clique para ouvir os próximos pedidos.
      </span>
      <Button size="sm" onClick={() => void unlockAudio()}>
        <Volume2 aria-hidden="true" />
        Ativar som
      </Button>
    </div>
  );
}

/**
 * At the foot of the panel's screen (AdminLayout's dock): the alarm banner while orders wait
 * ('2 pedidos aguardando aceite', 'Aceitar' takes the oldest) and the 'Ativar som' prompt while the
 * browser blocks sound. An order arriving never pushes the page the owner is working on.
 */
export function OrderAlarmBar() {
  const alarm = useOrderAlarm();
  const soundOn = useSoundEnabled();
  const audioBlocked = useAudioBlocked();
  const dialog = useOrderDialog();
  const { changeStatus, isPending } = useChangeStatus();
  const oldest = alarm.oldest;

  if (!alarm.active && !(soundOn && audioBlocked)) return null;
  return (
    <div className="sticky bottom-0 z-[15] bg-background pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_8px_-2px_rgb(0_0_0/0.12)]">
      {soundOn && audioBlocked && <AudioPrompt />}
      {alarm.active && (
        <section
          role="alert"
          aria-label="Pedidos aguardando aceite"
          data-testid="order-alarm"
          className="flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-warning/60 bg-warning/25 px-4 py-2.5 sm:px-6"
        >
          <span className="relative grid size-9 shrink-0 place-items-center rounded-full bg-warning text-warning-foreground">
            <span
              aria-hidden="true"
              className="absolute inset-0 rounded-full bg-warning motion-safe:animate-ping"
            />
            <BellRing aria-hidden="true" className="relative size-5" />
          </span>
          <div className="min-w-0 flex-1 basis-48">
            <p className="font-semibold leading-tight">{waitingText(alarm.count)}</p>
            {oldest && (
              <p className="truncate text-sm text-foreground/80">
                {orderLabel(oldest)} · {oldest.customer_name} · {formatBRL(oldest.total_amount)} ·{' '}
                {formatRelative(oldest.created_at)}
              </p>
            )}
          </div>
          {oldest && (
            <div className="flex w-full gap-2 sm:w-auto">
              <Button
                variant="outline"
                className="flex-1 bg-background sm:flex-none"
                onClick={() => dialog.open(oldest)}
              >
                <Eye aria-hidden="true" />
                Ver pedido
              </Button>
              <Button
                className="flex-1 sm:flex-none"
                disabled={isPending}
                aria-label={`Aceitar pedido ${orderLabel(oldest)}`}
                onClick={() => changeStatus(oldest, 'processing')}
              >
                <Check aria-hidden="true" />
                Aceitar
              </Button>
            </div>
          )}
        </section>
      )}
    </div>
  );
}
