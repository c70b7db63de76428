import { MapPinOff, MessageCircle, Store } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button';
import { whatsAppLink } from '@/domain/whatsapp';
import { CheckoutNotice } from './checkout-notice';

interface OutsideZoneNoticeProps {
  /** The bairro the CEP gave, or '' when the customer picked "not on the list". */
  neighborhood: string;
  whatsappNumber: string;
  /** Switches the order to pickup; absent when the shop does not offer it. */
  onPickup?: () => void;
}

/** The shop does not deliver to the customer's bairro: say where, and the ways out. */
export function OutsideZoneNotice({
  neighborhood,
  whatsappNumber,
  onPickup,
}: OutsideZoneNoticeProps) {
  const question = neighborhood
    ? `Olá! Vocês entregam em ${neighborhood}?`
    : 'Olá! Meu bairro não está na lista de entrega. Vocês entregam no meu endereço?';
  return (
    <CheckoutNotice
      role="status"
      tone="warning"
      icon={MapPinOff}
      text={
        <>
          <strong className="block text-base">
            {neighborhood
              ? `Não entregamos em ${neighborhood}`
              : 'Não entregamos fora dos bairros da lista'}
          </strong>
          <span className="text-muted-foreground">
            Se o seu bairro aparece na lista com outro nome, escolha-o no campo Bairro.
          </span>
        </>
      }
    >
      <div className="flex flex-wrap gap-2">
        {onPickup ? (
          <Button variant="outline" onClick={onPickup}>
            <Store aria-hidden="true" />
            Retirar no local
          </Button>
        ) : null}
        {whatsappNumber ? (
          <a
            href={whatsAppLink(whatsappNumber, question)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: 'outline' })}
          >
            <MessageCircle aria-hidden="true" />
            Falar com a loja no WhatsApp
          </a>
        ) : null}
      </div>
    </CheckoutNotice>
  );
}
