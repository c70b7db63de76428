import { Link } from 'react-router-dom';
import { ShieldAlert } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { staffRoleLabels, staffStartPages, type StaffRole } from '@/domain/staff-roles';

/** What a member sees on a page its role may not use: why, and the way back to its own start. */
export function NoAccess({ role }: { role: StaffRole | null }) {
  return (
    <main className="grid min-h-svh place-items-center p-6">
      <div className="flex max-w-md flex-col items-center gap-4 text-center">
        <ShieldAlert aria-hidden="true" className="size-10 text-muted-foreground" />
        <h1 className="text-xl font-bold tracking-tight">
          {role
            ? `Sua função (${staffRoleLabels[role]}) não tem acesso a esta página.`
            : 'Esta conta não faz parte da equipe da loja.'}
        </h1>
        <p className="text-sm text-muted-foreground">
          {role
            ? 'Se precisar dela, peça ao dono da loja para mudar a sua função.'
            : 'Peça ao dono da loja para cadastrar você na equipe.'}
        </p>
        <Link to={role ? staffStartPages[role] : '/'} className={buttonVariants()}>
          {role ? 'Ir para a minha página inicial' : 'Voltar ao início'}
        </Link>
      </div>
    </main>
  );
}
