import { useEffect, useId, useRef, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { QrCode } from '@/components/qr-code';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Textarea } from '@/components/ui/textarea';
import { formatBRL } from '@/domain/format';
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
  // A phone cannot scan its own screen: there (below Tailwind's md, 768 px) the code to copy comes
  // first and the QR below. The layout is CSS alone, so the page the server drew is the page the
  // phone shows and keeps once the app runs (no second arrangement after hydration).
  const qr = (
    <div className="grid justify-items-center gap-2 max-md:order-1">
      <div className="rounded-xl border bg-white p-3">
        <QrCode value={code} size={200} alt={`QR Code do Pix de ${total}`} vector />
      </div>
      <p className="text-sm text-muted-foreground">
        <span className="md:hidden">
          Vai pagar de outro aparelho? Escaneie este QR Code com o app do banco.
        </span>
        <span className="max-md:hidden">
          Abra o app do seu banco e escaneie o QR Code ou use o Pix copia e cola.
        </span>
      </p>
    </div>
  );
  const copyArea = (
    <div className="flex w-full flex-col gap-2 text-left">
      <p className="text-center text-sm text-muted-foreground max-md:-order-1 md:hidden">
        Copie o código e cole no app do seu banco, em Pix copia e cola.
      </p>
      <label htmlFor={codeId} className="text-sm font-medium">
        Pix copia e cola
      </label>
      <Textarea
        ref={area}
        id={codeId}
        value={code}
        readOnly
        rows={3}
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
        className="resize-none break-all font-mono md:h-28"
      />
      <Button size="lg" className="w-full max-md:-order-1" onClick={() => void copy()}>
        {state === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {state === 'copied' ? 'Código copiado!' : 'Copiar código Pix'}
      </Button>
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
      {qr}
      {copyArea}
    </Card>
  );
}
