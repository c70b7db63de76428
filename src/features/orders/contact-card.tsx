import { useId, useState } from 'react';
import { MessageCircle, MessageSquareText } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { contactMessage, smsLink } from '@/domain/orders/customer-messages';
import { whatsAppLink } from '@/domain/whatsapp';
import { openWhatsAppChat } from './pending-window';
import type { Order } from '@/data/orders/schema';

/** The dialog's contact area: a message to the customer by WhatsApp or SMS. */
export function ContactCard({ order }: { order: Order }) {
  const [message, setMessage] = useState('');
  const id = useId();
  const phone = order.customer_phone;
  const disabled = !message.trim() || !phone;

  function send(channel: 'whatsapp' | 'sms') {
    if (!phone) {
      toast.error('Erro', { description: 'Número de telefone do cliente não disponível' });
      return;
    }
    const text = contactMessage(order, message);
    if (channel === 'whatsapp') {
      openWhatsAppChat(whatsAppLink(phone, text));
      toast.success('WhatsApp aberto', { description: 'Mensagem preparada para envio' });
    } else {
      // Computers without an SMS app ignore sms: links; the copied text lets the owner send it anyway.
      void navigator.clipboard?.writeText(text).catch(() => undefined);
      window.location.assign(smsLink(phone, text));
      toast.info('Abrindo o app de mensagens', {
        description: 'Se nada abrir, este aparelho não envia SMS: a mensagem foi copiada.',
      });
    }
  }

  return (
    <div className="grid gap-2 rounded-lg border p-4">
      <Label htmlFor={id} className="font-semibold">
        Mensagem para o cliente
      </Label>
      <Textarea
        id={id}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        placeholder={phone ? 'Escreva sua mensagem...' : 'Pedido sem telefone do cliente'}
        rows={3}
      />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => send('whatsapp')} disabled={disabled}>
          <MessageCircle aria-hidden="true" />
          WhatsApp
        </Button>
        <Button size="sm" variant="outline" onClick={() => send('sms')} disabled={disabled}>
          <MessageSquareText aria-hidden="true" />
          SMS
        </Button>
      </div>
    </div>
  );
}
