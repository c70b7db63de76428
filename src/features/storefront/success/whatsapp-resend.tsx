import { MessageCircle } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

const WHATSAPP_GREEN = 'bg-[#25D366] text-white hover:bg-[#1ebe5b]';

/**
 * The order's WhatsApp message to the shop, once more: prominent when the browser blocked the
 * window (nothing was sent), a quieter button for a customer who backed out of WhatsApp.
 */
export function WhatsAppResend({ url, blocked = false }: { url: string; blocked?: boolean }) {
  const link = (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        buttonVariants({ variant: blocked ? 'default' : 'outline', size: 'lg' }),
        'w-full',
        blocked && WHATSAPP_GREEN,
      )}
    >
      <MessageCircle className={blocked ? undefined : 'text-[#1ebe5b]'} />
      {blocked ? 'Enviar pedido pelo WhatsApp' : 'Enviar pelo WhatsApp novamente'}
    </a>
  );
  if (!blocked) return link;
  return (
    <div className="grid w-full gap-3 rounded-xl border border-warning/40 bg-warning/10 p-4 text-left">
      <p className="text-sm">
        Seu navegador não abriu o WhatsApp. Toque no botão abaixo para enviar o pedido ao
        estabelecimento.
      </p>
      {link}
    </div>
  );
}
