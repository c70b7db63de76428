import { useEffect, useId, useRef, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { QrCode } from '@/components/qr-code';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Textarea } from '@/components/ui/textarea';
import { formatBRL } from '@/domain/format';
import { useIsMobile } from '@/lib/use-is-mobile';
import { cn } from '@/lib/utils';

/** How long "Código copiado!" stays (a copy confirmation lasts 2 s). */
const COPIED_MS = 2000;

type CopyState = 'idle' | 'copied' | 'selected';

async function writeClipboard(text: string): Promise<boolean> {
  try {
    // Absent on pages served over plain http (a shop's local network).
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export interface PixPaymentProps {
  /** The copia-e-cola code (buildPixPayload). */
  code: string;
  /** The order's total in reais. */
  amount: number;
  className?: string;
}

/**
 * What a customer who chose Pix sees after ordering: the amount, the QR code and the code to copy;
 * on a phone the copy button first.
 */
export function PixPayment({ code, amount, className }: PixPaymentProps) {
  const titleId = useId();
  const codeId = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [state, setState] = useState<CopyState>('idle');
  const phone = useIsMobile();

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    const copied = await writeClipboard(code);
    if (copied) return setState('copied');
    // No clipboard API or no permission: select the code so the customer can copy it by hand.
    area.current?.focus();
    area.current?.select();
    setState(document.execCommand?.('copy') ? 'copied' : 'selected');
  }

  const total = formatBRL(amount);
  const qr = (
    <div key="qr" className="grid justify-items-center gap-2">
      <div className="rounded-xl border bg-white p-3">
        <QrCode value={code} size={200} alt={`QR Code do Pix de ${total}`} />
      </div>
      <p className="text-sm text-muted-foreground">
        {phone
          ? 'Vai pagar de outro aparelho? Escaneie este QR Code com o app do banco.'
          : 'Abra o app do seu banco e escaneie o QR Code ou use o Pix copia e cola.'}
      </p>
    </div>
  );
  const copyButton = (
    <Button size="lg" className="w-full" onClick={() => void copy()}>
      {state === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {state === 'copied' ? 'Código copiado!' : 'Copiar código Pix'}
    </Button>
  );
  const copyArea = (
    <div key="copy" className="grid w-full gap-2 text-left">
      {phone && (
        <p className="text-center text-sm text-muted-foreground">
          Copie o código e cole no app do seu banco, em Pix copia e cola.
        </p>
      )}
      {phone && copyButton}
      <label htmlFor={codeId} className="text-sm font-medium">
        Pix copia e cola
      </label>
      <Textarea
        ref={area}
        id={codeId}
        value={code}
        readOnly
        rows={phone ? 3 : 5}
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
        className="resize-none break-all font-mono"
      />
      {!phone && copyButton}
      <p role="status" className="min-h-5 text-center text-sm text-muted-foreground">
        {state === 'copied' && <span className="sr-only">Código copiado!</span>}
        {state === 'selected' &&
          'Não foi possível copiar automaticamente. O código está selecionado: copie pelo menu ou com Ctrl+C.'}
      </p>
    </div>
  );
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      data-slot="pix-payment"
      className={cn('mx-auto w-full max-w-sm items-center gap-4 px-6 text-center', className)}
    >
      <h2 id={titleId} className="text-lg font-semibold">
        Pague com Pix
      </h2>
      <p className="text-3xl font-bold tabular-nums tracking-tight">{total}</p>
      {/* A phone cannot scan its own screen: there the code to copy comes first, the QR below. */}
      {phone ? [copyArea, qr] : [qr, copyArea]}
    </Card>
  );
}
