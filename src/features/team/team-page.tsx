import { useState } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { QueryCard } from '@/components/query-card';
import { useTeam, type TeamMember } from '@/data/team/get-team';
import { MemberDialog } from './member-dialog';
import { PasswordDialog } from './password-dialog';
import { RightsMatrix } from './rights-matrix';
import { StatusDialog } from './status-dialog';
import { TeamList } from './team-list';

/** /equipe: the owner's team, each person with their own account and role. */
export function TeamPage() {
  const team = useTeam();
  const [dialog, setDialog] = useState<{ open: boolean; editing: TeamMember | null }>({
    open: false,
    editing: null,
  });
  const [resetting, setResetting] = useState<TeamMember | null>(null);
  const [toggling, setToggling] = useState<TeamMember | null>(null);

  return (
    <section className="min-w-0 space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Equipe</h1>
          <p className="text-muted-foreground">
            Cada pessoa entra com o seu usuário e vê só o que a sua função permite.
          </p>
        </div>
        <Button onClick={() => setDialog({ open: true, editing: null })}>
          <Plus aria-hidden="true" />
          Adicionar pessoa
        </Button>
      </header>
      <QueryCard query={team} errorText="Não foi possível carregar a equipe. Recarregue a página.">
        {(members) => (
          <TeamList
            members={members}
            onEdit={(member) => setDialog({ open: true, editing: member })}
            onResetPassword={setResetting}
            onToggleActive={setToggling}
          />
        )}
      </QueryCard>
      <RightsMatrix />
      <MemberDialog
        open={dialog.open}
        editing={dialog.editing}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
      />
      <PasswordDialog member={resetting} onClose={() => setResetting(null)} />
      <StatusDialog member={toggling} onClose={() => setToggling(null)} />
    </section>
  );
}
