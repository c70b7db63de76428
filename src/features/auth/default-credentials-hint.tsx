import { KeyRound } from 'lucide-react';
import { DEFAULT_ADMIN_PASSWORD, DEFAULT_ADMIN_USERNAME } from '@/lib/admin-account';

/** The default credentials, shown by the login page only while the default pair still signs in. */
export function DefaultCredentialsHint() {
  return (
    <aside
      aria-label="Acesso padrão"
      className="rounded-lg border border-dashed border-primary/40 bg-primary/5 p-4 text-sm"
    >
      <p className="flex items-center gap-2 font-semibold">
        <KeyRound className="size-4 text-primary" aria-hidden="true" />
        Primeiro acesso
      </p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1.5">
        <dt className="text-muted-foreground">Usuário padrão:</dt>
        <dd>
          <code className="rounded bg-background px-1.5 py-0.5 font-mono text-[0.8125rem] font-medium">
            {DEFAULT_ADMIN_USERNAME}
          </code>
        </dd>
        <dt className="text-muted-foreground">Senha padrão:</dt>
        <dd>
          <code className="rounded bg-background px-1.5 py-0.5 font-mono text-[0.8125rem] font-medium">
            {DEFAULT_ADMIN_PASSWORD}
          </code>
        </dd>
      </dl>
      <p className="mt-3 text-xs text-muted-foreground">
        Ao entrar com a senha padrão, você será levado a trocá-la.
      </p>
    </aside>
  );
}
