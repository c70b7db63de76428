import { TriangleAlert } from 'lucide-react';

/** Shown on /security while the account still signs in with the default password. */
export function DefaultPasswordAlert() {
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-xl border border-warning/50 bg-warning/10 p-4 text-warning-foreground"
    >
      <TriangleAlert className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-semibold">Senha padrão em uso</p>
        <p className="text-sm">
          Você está usando a senha padrão. Troque-a agora para proteger sua loja.
        </p>
      </div>
    </div>
  );
}
