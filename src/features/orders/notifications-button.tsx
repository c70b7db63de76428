import { BellOff, BellPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useNotificationPermission } from '@/lib/notifications';

/**
 * 'Ativar notificações': new orders show as the system's notifications while the panel's tab is
 * hidden. The browser asks only after this click, never on load.
 */
export function NotificationsButton() {
  const [permission, request] = useNotificationPermission();
  if (permission === 'unsupported' || permission === 'granted') return null;
  if (permission === 'denied') {
    return (
      <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
        <BellOff aria-hidden="true" className="size-3.5" />
        Notificações bloqueadas no navegador
      </p>
    );
  }
  return (
    <Button variant="outline" onClick={() => void request()}>
      <BellPlus aria-hidden="true" />
      Ativar notificações
    </Button>
  );
}
