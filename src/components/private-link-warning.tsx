import { TriangleAlert } from 'lucide-react';
import { isPrivateLink } from '@/domain/menu-link';

/**
 * Under a menu link or QR code that customers' phones could not open (this computer's address or a
 * private network's): says so before the owner prints it.
 */
export function PrivateLinkWarning({ link }: { link: string }) {
  if (!isPrivateLink(link)) return null;
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-lg border border-warning/50 bg-warning/10 p-3 text-left text-sm text-warning-foreground"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
      <p>
        <strong>Os celulares dos clientes não abrem este endereço.</strong> Ele só funciona neste
        computador ou na sua rede. Publique a loja em um endereço da internet e informe-o como
        endereço público do cardápio em Configurações.
      </p>
    </div>
  );
}
