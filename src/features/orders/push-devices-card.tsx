import { BellRing, Smartphone, X } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { usePushDevices } from '@/data/push/get-push-devices';
import { useRemovePushDevice } from '@/data/push/remove-push-device';
import { useSubscribePanelDevice } from '@/data/push/subscribe-panel-device';
import { useThisDeviceEndpoint } from '@/data/push/this-device';
import { userMessage } from '@/lib/error-messages';
import { PANEL_WORKER, pushAvailability } from '@/lib/web-push';
import { formatDate } from '@/domain/dates';

/**
 * 'Receber pedidos com o painel fechado' (docs/push.md): new orders reach this device as system
 * notifications with no panel open; the account's devices, each with 'remover'.
 */
export function PushDevicesCard() {
  const availability = pushAvailability();
  const devices = usePushDevices();
  const thisDevice = useThisDeviceEndpoint(PANEL_WORKER, availability === 'available');
  const subscribe = useSubscribePanelDevice({ onError: () => undefined });
  const remove = useRemovePushDevice({ onError: () => undefined });
  const list = devices.data ?? [];
  const subscribed = thisDevice.data != null && list.some((d) => d.endpoint === thisDevice.data);
  const failure = subscribe.error ?? remove.error;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Avisos com o painel fechado</CardTitle>
        <CardDescription>
          Novos pedidos chegam como notificação no aparelho, mesmo com o painel fechado.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {availability === 'ios-needs-install' ? (
          <p className="flex items-start gap-2 text-sm text-muted-foreground">
            <Smartphone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            No iPhone e no iPad, instale o painel (Compartilhar → Adicionar à Tela de Início) e
            abra-o por lá para receber os avisos.
          </p>
        ) : availability === 'unsupported' ? (
          <p className="text-sm text-muted-foreground">
            Este navegador não recebe avisos com o painel fechado.
          </p>
        ) : subscribed ? (
          <p className="flex items-center gap-2 text-sm">
            <BellRing aria-hidden="true" className="size-4 text-primary" />
            Este aparelho recebe os novos pedidos.
          </p>
        ) : (
          <Button
            className="self-start"
            disabled={subscribe.isPending || devices.isPending}
            onClick={() => subscribe.mutate()}
          >
            <BellRing />
            Receber pedidos com o painel fechado
          </Button>
        )}
        {failure ? (
          <p role="alert" className="text-sm text-destructive">
            {userMessage(failure)}
          </p>
        ) : null}
        {list.length > 0 ? (
          <ul aria-label="Aparelhos que recebem os pedidos" className="flex flex-col gap-2">
            {list.map((device) => {
              const name = device.label ?? 'Aparelho';
              return (
                <li
                  key={device.id}
                  className="flex items-center justify-between gap-3 rounded-md border px-3 py-2 text-sm"
                >
                  <span className="min-w-0">
                    <span className="font-medium">{name}</span>{' '}
                    {device.endpoint === thisDevice.data ? (
                      <Badge variant="secondary">este aparelho</Badge>
                    ) : null}
                    <span className="block text-xs text-muted-foreground">
                      desde {formatDate(device.createdAt)}
                    </span>
                  </span>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`remover ${name}`}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(device.endpoint)}
                  >
                    <X />
                    remover
                  </Button>
                </li>
              );
            })}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
