import { Clock, Store } from 'lucide-react';

/** Where and when a pickup order is collected. */
export function PickupInfo({ address, time }: { address: string | null; time: string | null }) {
  return (
    <div
      className="grid gap-2 rounded-xl border bg-muted/40 p-4 text-sm"
      aria-label="Retirada no local"
    >
      <p className="flex items-start gap-2">
        <Store className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>
          <span className="block font-medium">Retire na loja</span>
          <span className="text-muted-foreground">
            {address || 'A loja confirma o endereço pelo WhatsApp.'}
          </span>
        </span>
      </p>
      {time ? (
        <p className="flex items-center gap-2">
          <Clock className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>Pronto para retirada em {time} min</span>
        </p>
      ) : null}
    </div>
  );
}
