import { CircleCheck, CircleOff } from 'lucide-react';
import { isPixKeyType } from '@/domain/pix-key';
import { PIX_KEY_TYPE_LABELS, formatPixKey } from './pix-schema';

interface PixStatusProps {
  /** The saved key, as the DICT stores it; null when the shop has none. */
  pixKey: string | null;
  keyType: string | null;
  /** Whether the checkout offers Pix at all. */
  pixAccepted: boolean;
}

/** Whether customers see a Pix code, and with which key. */
export function PixStatus({ pixKey, keyType: type, pixAccepted }: PixStatusProps) {
  if (!pixKey) {
    return (
      <p className="flex items-start gap-2 rounded-lg border border-dashed p-3 text-sm text-muted-foreground">
        <CircleOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        Sem chave cadastrada: nenhum código Pix é mostrado ao cliente.
      </p>
    );
  }
  return (
    <div className="grid gap-1 rounded-lg border border-success/30 bg-success/10 p-3 text-sm">
      <p className="flex items-center gap-2 font-medium text-success-foreground">
        <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
        Pix ativo
      </p>
      <p className="break-all text-muted-foreground">
        {isPixKeyType(type) ? `${PIX_KEY_TYPE_LABELS[type]}: ` : ''}
        {formatPixKey(type, pixKey)}
      </p>
      {pixAccepted ? null : (
        <p className="text-warning-foreground">
          Pix está desativado em Formas de pagamento aceitas: ative-o lá para o cliente poder
          escolher.
        </p>
      )}
    </div>
  );
}
