import { Smartphone } from 'lucide-react';

interface RememberDetailsFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The form opened with details this device remembered. */
  prefilled: boolean;
}

/** 'Lembrar meus dados neste aparelho': on by default; off forgets what is stored. */
export function RememberDetailsField({ checked, onChange, prefilled }: RememberDetailsFieldProps) {
  const hint = checked
    ? prefilled
      ? 'Preenchemos com os dados salvos neste aparelho. Eles ficam só aqui; desmarque para apagá-los.'
      : 'Nome, telefone, endereço e pagamento ficam salvos só neste aparelho para o próximo pedido.'
    : prefilled
      ? 'Dados apagados deste aparelho. Nada será salvo depois do pedido.'
      : 'Nada será salvo neste aparelho.';
  return (
    // The whole card takes the tap, as the radio cards above do.
    <label className="flex cursor-pointer items-start gap-3 rounded-xl border bg-card p-4 shadow-sm transition-colors hover:bg-accent/50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring">
      <Smartphone className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <span className="grid min-w-0 flex-1 gap-1">
        <span id="remember-details-label" className="text-sm font-medium">
          Lembrar meus dados neste aparelho
        </span>
        <span id="remember-details-hint" className="text-xs text-muted-foreground">
          {hint}
        </span>
      </span>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-labelledby="remember-details-label"
        aria-describedby="remember-details-hint"
        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary"
      />
    </label>
  );
}
