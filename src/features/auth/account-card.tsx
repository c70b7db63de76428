import { LockKeyhole, ShieldCheck, UserRound } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { IconCardHeader } from '@/components/icon-card-header';

/** The current credentials: the username, and the password always masked. */
export function AccountCard({ username }: { username: string }) {
  return (
    <Card>
      <IconCardHeader
        icon={ShieldCheck}
        title="Credenciais de acesso"
        description="Os dados que você usa para entrar no painel."
      />
      <CardContent>
        <dl className="grid gap-3 sm:grid-cols-2">
          <div className="flex items-center gap-3 rounded-lg border bg-muted/40 p-4">
            <UserRound className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
            <div className="min-w-0">
              <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
                Nome de usuário
              </dt>
              <dd className="truncate font-semibold" data-testid="current-username">
                {username}
              </dd>
            </div>
          </div>
          <div className="flex items-center gap-3 rounded-lg border bg-muted/40 p-4">
            <LockKeyhole className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
            <div>
              <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
                Senha
              </dt>
              <dd className="font-semibold tracking-widest">
                <span aria-hidden="true">••••••••</span>
                <span className="sr-only">oculta</span>
              </dd>
            </div>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
